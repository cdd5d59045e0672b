-- people: written by hand (see README, Decisions).
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"image" jsonb,
	"slideshow_speed_seconds" smallint DEFAULT 5 NOT NULL,
	"slideshow_show_name" boolean DEFAULT true NOT NULL,
	"slideshow_show_headline" boolean DEFAULT true NOT NULL,
	"slideshow_show_caption" boolean DEFAULT true NOT NULL,
	"slideshow_show_location" boolean DEFAULT true NOT NULL,
	"slideshow_show_sponsor" boolean DEFAULT true NOT NULL,
	"slideshow_show_date" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_slideshow_speed_check" CHECK ("user_profiles"."slideshow_speed_seconds" between 1 and 15),
	CONSTRAINT "user_profiles_lengths_check" CHECK (length("user_profiles"."bio") <= 500 and length("user_profiles"."website") <= 100 and length("user_profiles"."twitter") <= 100 and length("user_profiles"."facebook") <= 100 and length("user_profiles"."instagram") <= 100 and length("user_profiles"."linkedin") <= 100 and length("user_profiles"."company") <= 100 and length("user_profiles"."position") <= 100 and length("user_profiles"."industry") <= 100)
);
--> statement-breakpoint
CREATE TABLE "timeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"seen_id" uuid NOT NULL,
	"event_day" date NOT NULL,
	"hit_count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "timeline_events_user_type_seen_day_unique" UNIQUE("user_id","event_type","seen_id","event_day"),
	CONSTRAINT "timeline_events_type_check" CHECK ("timeline_events"."event_type" in ('CreatedSeen', 'AcceptedInvitation', 'UserMembership', 'MadeAppearance')),
	CONSTRAINT "timeline_events_hit_count_check" CHECK ("timeline_events"."hit_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_events_user_order_idx" ON "timeline_events" USING btree ("user_id","last_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "timeline_events_seen_idx" ON "timeline_events" USING btree ("seen_id")
