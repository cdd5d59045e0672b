CREATE TABLE "email_undos" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"old_email" "citext" NOT NULL,
	"new_email" "citext" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "session_hash" text;--> statement-breakpoint
ALTER TABLE "email_undos" ADD CONSTRAINT "email_undos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_undos_user_idx" ON "email_undos" USING btree ("user_id");