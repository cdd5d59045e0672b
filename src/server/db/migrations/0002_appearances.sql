-- appearances: written by hand (see README, Decisions).
CREATE TABLE "appearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_name" text NOT NULL,
	"seen_id" uuid NOT NULL,
	"created_by" uuid,
	"guest_key_hash" text,
	"display_user_name" text NOT NULL,
	"headline" text NOT NULL,
	"caption" text NOT NULL,
	"relative_location" smallint NOT NULL,
	"relative_time" smallint NOT NULL,
	"image" jsonb NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appearances_short_name_unique" UNIQUE("short_name"),
	CONSTRAINT "appearances_short_name_check" CHECK ("appearances"."short_name" ~ '^[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "appearances_owner_check" CHECK ("appearances"."created_by" is not null or "appearances"."guest_key_hash" is not null),
	CONSTRAINT "appearances_relative_location_check" CHECK ("appearances"."relative_location" in (1, 2)),
	CONSTRAINT "appearances_relative_time_check" CHECK ("appearances"."relative_time" in (1, 2, 3)),
	CONSTRAINT "appearances_decision_check" CHECK (not ("appearances"."is_approved" and "appearances"."is_rejected")),
	CONSTRAINT "appearances_counters_check" CHECK ("appearances"."like_count" >= 0 and "appearances"."bookmark_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appearance_likes" (
	"user_id" uuid NOT NULL,
	"appearance_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appearance_likes_user_id_appearance_id_pk" PRIMARY KEY("user_id","appearance_id")
);
--> statement-breakpoint
ALTER TABLE "appearances" ADD CONSTRAINT "appearances_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearances" ADD CONSTRAINT "appearances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearance_likes" ADD CONSTRAINT "appearance_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearance_likes" ADD CONSTRAINT "appearance_likes_appearance_id_appearances_id_fk" FOREIGN KEY ("appearance_id") REFERENCES "public"."appearances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appearances_seen_order_idx" ON "appearances" USING btree ("seen_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "appearances_created_by_idx" ON "appearances" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "appearances_guest_key_idx" ON "appearances" USING btree ("guest_key_hash") WHERE "appearances"."guest_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "appearance_likes_appearance_idx" ON "appearance_likes" USING btree ("appearance_id");
