DROP INDEX "seens_created_by_idx";--> statement-breakpoint
CREATE INDEX "seens_private_trending_idx" ON "seens" USING btree ("trending_score" DESC NULLS LAST,"id","live_until","latitude","longitude","created_by") WHERE "seens"."active" and "seens"."accessibility_type" in (4, 5, 6);--> statement-breakpoint
CREATE INDEX "seens_created_by_idx" ON "seens" USING btree ("created_by","id");