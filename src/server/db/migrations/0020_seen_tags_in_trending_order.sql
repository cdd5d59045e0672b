DROP INDEX "seen_tags_tag_idx";--> statement-breakpoint
ALTER TABLE "seen_tags" ADD COLUMN "trending_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "seen_tags" t SET "trending_score" = s."trending_score" FROM "seens" s WHERE s."id" = t."seen_id";--> statement-breakpoint
CREATE INDEX "seen_tags_tag_trending_idx" ON "seen_tags" USING btree ("tag","trending_score" DESC NULLS LAST,"seen_id");--> statement-breakpoint
CREATE FUNCTION "seen_tags_score_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	score double precision;
BEGIN
	-- FOR SHARE: a change of the Seen's score waits for this row to commit and then copies the
	-- new score onto it, or this row waits for that change and reads the new score.
	SELECT s.trending_score INTO score FROM seens s WHERE s.id = NEW.seen_id FOR SHARE;
	IF FOUND THEN
		NEW.trending_score := score;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "seen_tags_score" BEFORE INSERT OR UPDATE OF "seen_id" ON "seen_tags"
	FOR EACH ROW EXECUTE FUNCTION seen_tags_score_trigger();--> statement-breakpoint
CREATE FUNCTION "seen_score_to_tags_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE seen_tags SET trending_score = NEW.trending_score WHERE seen_id = NEW.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "seens_score_to_tags" AFTER UPDATE OF "trending_score" ON "seens"
	FOR EACH ROW WHEN (OLD.trending_score IS DISTINCT FROM NEW.trending_score)
	EXECUTE FUNCTION seen_score_to_tags_trigger();
