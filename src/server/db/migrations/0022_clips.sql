CREATE TABLE "clip_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_key_hash" text,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "clip_uploads_id_check" CHECK ("clip_uploads"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "clip_uploads_owner_check" CHECK (("clip_uploads"."user_id" is null) <> ("clip_uploads"."guest_key_hash" is null)),
	CONSTRAINT "clip_uploads_size_check" CHECK ("clip_uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "kind" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "clip_path" text;--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "clip_content_type" text;--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "clip_size" integer;--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "clip_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "clip_width" integer;--> statement-breakpoint
ALTER TABLE "appearances" ADD COLUMN "clip_height" integer;--> statement-breakpoint
ALTER TABLE "clip_uploads" ADD CONSTRAINT "clip_uploads_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clip_uploads" ADD CONSTRAINT "clip_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clip_uploads_expires_idx" ON "clip_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appearances_clip_path_idx" ON "appearances" USING btree ("clip_path") WHERE "appearances"."clip_path" is not null;--> statement-breakpoint
ALTER TABLE "appearances" ADD CONSTRAINT "appearances_kind_check" CHECK ("appearances"."kind" in ('photo', 'clip'));--> statement-breakpoint
ALTER TABLE "appearances" ADD CONSTRAINT "appearances_clip_check" CHECK (case when "appearances"."kind" = 'clip' then num_nonnulls("appearances"."clip_path", "appearances"."clip_content_type",
          "appearances"."clip_size", "appearances"."clip_duration_ms", "appearances"."clip_width", "appearances"."clip_height") = 6
        and "appearances"."clip_content_type" in ('video/mp4', 'video/webm') and "appearances"."clip_size" > 0
        and "appearances"."clip_duration_ms" > 0 and "appearances"."clip_width" > 0 and "appearances"."clip_height" > 0
        else num_nonnulls("appearances"."clip_path", "appearances"."clip_content_type", "appearances"."clip_size", "appearances"."clip_duration_ms",
          "appearances"."clip_width", "appearances"."clip_height") = 0 end);