-- live_events: what changed in a Seen, in order, for the live streams; written by hand (see README, Decisions).
-- Triggers write every row, so no write path (route, script, psql) can change a Seen without its viewers hearing of it.
-- No foreign key to seens: a Seen deleted with its appearances must not fail on the events its deletion writes; old rows are pruned.
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seen_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"appearance_id" uuid,
	"appearance_short_name" text,
	"old_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind_check" CHECK ("live_events"."kind" in ('appearance', 'appearance-likes', 'counts', 'pending', 'access'))
);
--> statement-breakpoint
CREATE INDEX "live_events_seen_idx" ON "live_events" USING btree ("seen_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "live_event"(p_seen uuid, p_kind text, p_appearance uuid, p_short text, p_old jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	event_id bigint;
BEGIN
	INSERT INTO live_events (seen_id, kind, appearance_id, appearance_short_name, old_state)
	VALUES (p_seen, p_kind, p_appearance, p_short, p_old) RETURNING id INTO event_id;
	-- Delivered when the transaction commits, to every instance listening.
	PERFORM pg_notify('seen_live', p_seen::text || ':' || event_id::text);
END $$;--> statement-breakpoint
CREATE FUNCTION "live_appearance_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM live_event(NEW.seen_id, 'appearance', NEW.id, NEW.short_name, NULL);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM live_event(OLD.seen_id, 'appearance', OLD.id, OLD.short_name,
			jsonb_build_object('isHidden', OLD.is_hidden, 'isApproved', OLD.is_approved, 'isRejected', OLD.is_rejected));
		RETURN OLD;
	ELSIF (OLD.is_hidden, OLD.is_approved, OLD.is_rejected, OLD.headline, OLD.caption, OLD.image, OLD.relative_location, OLD.display_user_name)
		IS DISTINCT FROM (NEW.is_hidden, NEW.is_approved, NEW.is_rejected, NEW.headline, NEW.caption, NEW.image, NEW.relative_location, NEW.display_user_name) THEN
		PERFORM live_event(NEW.seen_id, 'appearance', NEW.id, NEW.short_name,
			jsonb_build_object('isHidden', OLD.is_hidden, 'isApproved', OLD.is_approved, 'isRejected', OLD.is_rejected));
	ELSIF OLD.like_count IS DISTINCT FROM NEW.like_count THEN
		PERFORM live_event(NEW.seen_id, 'appearance-likes', NEW.id, NEW.short_name, NULL);
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "appearances_live" AFTER INSERT OR UPDATE OR DELETE ON "appearances"
	FOR EACH ROW EXECUTE FUNCTION live_appearance_trigger();--> statement-breakpoint
CREATE FUNCTION "live_seen_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD.accessibility_type, OLD.active, OLD.requires_approval, OLD.created_by)
		IS DISTINCT FROM (NEW.accessibility_type, NEW.active, NEW.requires_approval, NEW.created_by) THEN
		PERFORM live_event(NEW.id, 'access', NULL, NULL, NULL);
	END IF;
	IF (OLD.like_count, OLD.bookmark_count, OLD.appearance_count)
		IS DISTINCT FROM (NEW.like_count, NEW.bookmark_count, NEW.appearance_count) THEN
		PERFORM live_event(NEW.id, 'counts', NULL, NULL, NULL);
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "seens_live" AFTER UPDATE ON "seens"
	FOR EACH ROW EXECUTE FUNCTION live_seen_trigger();--> statement-breakpoint
CREATE FUNCTION "live_join_request_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status THEN
		PERFORM live_event(NEW.seen_id, 'pending', NULL, NULL, NULL);
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "join_requests_live" AFTER INSERT OR UPDATE ON "join_requests"
	FOR EACH ROW EXECUTE FUNCTION live_join_request_trigger();--> statement-breakpoint
CREATE FUNCTION "live_membership_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM live_event(OLD.seen_id, 'access', NULL, NULL, NULL);
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_live" AFTER DELETE ON "memberships"
	FOR EACH ROW EXECUTE FUNCTION live_membership_trigger();
