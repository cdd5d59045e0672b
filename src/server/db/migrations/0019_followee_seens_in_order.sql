DROP INDEX "seens_created_by_idx";--> statement-breakpoint
CREATE INDEX "seens_creator_trending_idx" ON "seens" USING btree ("created_by","trending_score" DESC NULLS LAST,"id","live_until","latitude","longitude") WHERE "seens"."active" and "seens"."accessibility_type" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "seens_created_by_idx" ON "seens" USING btree ("created_by");