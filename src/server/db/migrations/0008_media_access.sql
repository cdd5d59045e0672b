-- Renditions are looked up by their stored name's stem on every /media read of a Seen or appearance photo; written by hand (see README, Decisions).
CREATE INDEX "appearances_image_stem_idx" ON "appearances" USING btree (split_part("image"->>'name', '.', 1));--> statement-breakpoint
CREATE INDEX "seens_image_stem_idx" ON "seens" USING btree (split_part("image"->>'name', '.', 1)) WHERE "image" IS NOT NULL;
