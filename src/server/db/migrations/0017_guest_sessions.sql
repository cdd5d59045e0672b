CREATE TABLE "guest_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seens" ADD COLUMN "guest_uploads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seens" ADD COLUMN "guest_upload_quota" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "seens" ADD COLUMN "guest_uploads_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_sessions_expires_idx" ON "guest_sessions" USING btree ("expires_at");--> statement-breakpoint
-- Guest sessions issued before they were stored: those that posted (or were blocked) keep
-- their ownership for a full guest session's time from now.
INSERT INTO "guest_sessions" ("token_hash", "expires_at")
SELECT DISTINCT "guest_key_hash", now() + interval '90 days' FROM (
	SELECT "guest_key_hash" FROM "appearances" WHERE "guest_key_hash" IS NOT NULL
	UNION SELECT "guest_key_hash" FROM "seen_poster_blocks" WHERE "guest_key_hash" IS NOT NULL
) AS "issued"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "seens" SET "guest_uploads" = "counted"."n" FROM (
	SELECT "seen_id", count(*)::integer AS "n" FROM "appearances" WHERE "created_by" IS NULL GROUP BY "seen_id"
) AS "counted" WHERE "seens"."id" = "counted"."seen_id";
