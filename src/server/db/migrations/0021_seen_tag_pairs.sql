CREATE TABLE "seen_tag_pairs" (
	"seen_id" uuid NOT NULL,
	"tag_a" text NOT NULL,
	"tag_b" text NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "seen_tag_pairs_seen_id_tag_a_tag_b_pk" PRIMARY KEY("seen_id","tag_a","tag_b"),
	CONSTRAINT "seen_tag_pairs_order_check" CHECK ("seen_tag_pairs"."tag_a" < "seen_tag_pairs"."tag_b")
);
--> statement-breakpoint
ALTER TABLE "seen_tag_pairs" ADD CONSTRAINT "seen_tag_pairs_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seen_tag_pairs_trending_idx" ON "seen_tag_pairs" USING btree ("tag_a","tag_b","trending_score" DESC NULLS LAST,"seen_id");--> statement-breakpoint
INSERT INTO "seen_tag_pairs" ("seen_id", "tag_a", "tag_b", "trending_score")
	SELECT a."seen_id", a."tag", b."tag", a."trending_score"
	FROM "seen_tags" a JOIN "seen_tags" b ON b."seen_id" = a."seen_id" AND a."tag" < b."tag";--> statement-breakpoint
CREATE FUNCTION "seen_tag_pairs_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		DELETE FROM seen_tag_pairs p WHERE p.seen_id = OLD.seen_id
			AND (p.tag_a = OLD.tag OR p.tag_b = OLD.tag);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		-- The row's score was read under the Seen's share lock (seen_tags_score_trigger), so a
		-- change of the score waits for this transaction and then updates these rows too.
		INSERT INTO seen_tag_pairs (seen_id, tag_a, tag_b, trending_score)
			SELECT NEW.seen_id, least(NEW.tag, o.tag), greatest(NEW.tag, o.tag), NEW.trending_score
			FROM seen_tags o WHERE o.seen_id = NEW.seen_id AND o.tag <> NEW.tag
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "seen_tags_pairs" AFTER INSERT OR DELETE OR UPDATE OF "seen_id", "tag" ON "seen_tags"
	FOR EACH ROW EXECUTE FUNCTION seen_tag_pairs_trigger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "seen_score_to_tags_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE seen_tags SET trending_score = NEW.trending_score WHERE seen_id = NEW.id;
	UPDATE seen_tag_pairs SET trending_score = NEW.trending_score WHERE seen_id = NEW.id;
	RETURN NULL;
END $$;
