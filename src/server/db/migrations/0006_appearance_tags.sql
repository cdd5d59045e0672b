-- appearance_tags: hashtags of appearance headlines and captions; written by hand (see README, Decisions).
CREATE TABLE "appearance_tags" (
	"appearance_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "appearance_tags_appearance_id_tag_pk" PRIMARY KEY("appearance_id","tag"),
	CONSTRAINT "appearance_tags_tag_check" CHECK ("appearance_tags"."tag" = lower("appearance_tags"."tag") and length("appearance_tags"."tag") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "appearance_tags" ADD CONSTRAINT "appearance_tags_appearance_id_appearances_id_fk" FOREIGN KEY ("appearance_id") REFERENCES "public"."appearances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appearance_tags_tag_idx" ON "appearance_tags" USING btree ("tag","appearance_id");
