-- Ended sessions are announced; written by hand (see docs/decisions/164-live-stream-limits.md).
-- Every deletion of session rows (logout, Settings → Sessions, a password change or reset, account deletion, the expiry clean-up)
-- notifies 'seen_session_ended' with the ended sessions' public ids at commit, so every instance ends the live streams opened with them.
CREATE FUNCTION "session_ended_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	sids text;
BEGIN
	-- Up to 200 ids of 22 characters a notice: well under NOTIFY's 8000 bytes.
	FOR sids IN
		SELECT string_agg(sid, ' ') FROM (SELECT sid, (row_number() OVER () - 1) / 200 AS batch FROM ended) numbered GROUP BY batch
	LOOP
		PERFORM pg_notify('seen_session_ended', sids);
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
	REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION session_ended_trigger();
