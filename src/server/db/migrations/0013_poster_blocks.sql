CREATE TABLE "seen_poster_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seen_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_key_hash" text,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_poster_blocks_poster_check" CHECK (("seen_poster_blocks"."user_id" is null) <> ("seen_poster_blocks"."guest_key_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "seen_poster_blocks" ADD CONSTRAINT "seen_poster_blocks_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_poster_blocks" ADD CONSTRAINT "seen_poster_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seen_poster_blocks_user_idx" ON "seen_poster_blocks" USING btree ("seen_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seen_poster_blocks_guest_idx" ON "seen_poster_blocks" USING btree ("seen_id","guest_key_hash");--> statement-breakpoint
CREATE INDEX "seen_poster_blocks_list_idx" ON "seen_poster_blocks" USING btree ("seen_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);