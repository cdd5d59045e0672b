CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" uuid NOT NULL,
	"seen_id" uuid NOT NULL,
	"joined_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_seen_id_pk" PRIMARY KEY("user_id","seen_id"),
	CONSTRAINT "memberships_joined_via_check" CHECK ("memberships"."joined_via" in ('creator', 'self', 'request', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "seen_bookmarks" (
	"user_id" uuid NOT NULL,
	"seen_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_bookmarks_user_id_seen_id_pk" PRIMARY KEY("user_id","seen_id")
);
--> statement-breakpoint
CREATE TABLE "seen_likes" (
	"user_id" uuid NOT NULL,
	"seen_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_likes_user_id_seen_id_pk" PRIMARY KEY("user_id","seen_id")
);
--> statement-breakpoint
CREATE TABLE "seen_tags" (
	"seen_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "seen_tags_seen_id_tag_pk" PRIMARY KEY("seen_id","tag"),
	CONSTRAINT "seen_tags_tag_check" CHECK ("seen_tags"."tag" = lower("seen_tags"."tag") and length("seen_tags"."tag") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "seens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_name" text NOT NULL,
	"seen_name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"caption" text NOT NULL,
	"location_type" smallint NOT NULL,
	"accessibility_type" smallint NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"seen_relation_rules" text,
	"sponsor" text,
	"contact_block" text,
	"web_address" text,
	"address_block" text,
	"phone_number" text,
	"postal_code" text,
	"geo_name_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"state_code" text,
	"country_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_hours" double precision NOT NULL,
	"time_zone_id" text DEFAULT 'UTC' NOT NULL,
	"pre_seen_days" smallint DEFAULT 0 NOT NULL,
	"post_seen_days" smallint DEFAULT 0 NOT NULL,
	"live_from" timestamp with time zone NOT NULL,
	"live_until" timestamp with time zone NOT NULL,
	"image" jsonb,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"appearance_count" integer DEFAULT 0 NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"successor" text,
	CONSTRAINT "seens_short_name_unique" UNIQUE("short_name"),
	CONSTRAINT "seens_short_name_check" CHECK ("seens"."short_name" ~ '^[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "seens_location_type_check" CHECK ("seens"."location_type" in (0, 1, 2)),
	CONSTRAINT "seens_accessibility_type_check" CHECK ("seens"."accessibility_type" between 1 and 6),
	CONSTRAINT "seens_duration_check" CHECK ("seens"."duration_hours" between 0.5 and 24),
	CONSTRAINT "seens_pre_days_check" CHECK ("seens"."pre_seen_days" between 0 and 90),
	CONSTRAINT "seens_post_days_check" CHECK ("seens"."post_seen_days" between 0 and 90),
	CONSTRAINT "seens_end_check" CHECK ("seens"."end_at" > "seens"."start_at"),
	CONSTRAINT "seens_live_window_check" CHECK ("seens"."live_from" <= "seens"."start_at" and "seens"."live_until" >= "seens"."end_at"),
	CONSTRAINT "seens_latitude_check" CHECK ("seens"."latitude" between -90 and 90),
	CONSTRAINT "seens_longitude_check" CHECK ("seens"."longitude" between -180 and 180),
	CONSTRAINT "seens_counters_check" CHECK ("seens"."like_count" >= 0 and "seens"."bookmark_count" >= 0 and "seens"."appearance_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_use_count_check" CHECK ("tags"."use_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_bookmarks" ADD CONSTRAINT "seen_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_bookmarks" ADD CONSTRAINT "seen_bookmarks_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_likes" ADD CONSTRAINT "seen_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_likes" ADD CONSTRAINT "seen_likes_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_tags" ADD CONSTRAINT "seen_tags_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seens" ADD CONSTRAINT "seens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "memberships_seen_idx" ON "memberships" USING btree ("seen_id");--> statement-breakpoint
CREATE INDEX "seen_bookmarks_seen_idx" ON "seen_bookmarks" USING btree ("seen_id");--> statement-breakpoint
CREATE INDEX "seen_likes_seen_idx" ON "seen_likes" USING btree ("seen_id");--> statement-breakpoint
CREATE INDEX "seen_tags_tag_idx" ON "seen_tags" USING btree ("tag","seen_id");--> statement-breakpoint
CREATE INDEX "seens_trending_public_idx" ON "seens" USING btree ("trending_score" DESC NULLS LAST,"id","live_until","latitude","longitude","created_by") WHERE "seens"."active" and "seens"."accessibility_type" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "seens_private_idx" ON "seens" USING btree ("id","trending_score","live_until","latitude","longitude","created_by") WHERE "seens"."active" and "seens"."accessibility_type" in (4, 5, 6);--> statement-breakpoint
CREATE INDEX "seens_created_by_idx" ON "seens" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "seens_live_until_idx" ON "seens" USING btree ("live_until");--> statement-breakpoint
CREATE INDEX "seens_geo_public_idx" ON "seens" USING btree ("latitude","longitude","trending_score","id","live_until","created_by") WHERE "seens"."active" and "seens"."accessibility_type" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "tags_prefix_idx" ON "tags" USING btree ("tag" text_pattern_ops,"use_count");