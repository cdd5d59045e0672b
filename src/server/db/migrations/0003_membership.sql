-- membership: written by hand (see README, Decisions). Invitations and join requests.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seen_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid,
	"invitee_email" citext,
	"token_hash" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"invited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" between 1 and 4),
	CONSTRAINT "invitations_invitee_check" CHECK ("invitations"."invitee_id" is not null or "invitations"."invitee_email" is not null),
	CONSTRAINT "invitations_expiry_check" CHECK ("invitations"."expires_at" > "invitations"."invited_at")
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seen_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"requested_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "join_requests_status_check" CHECK ("join_requests"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_seen_id_seens_id_fk" FOREIGN KEY ("seen_id") REFERENCES "public"."seens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_seen_idx" ON "invitations" USING btree ("seen_id","invited_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "invitations_invitee_idx" ON "invitations" USING btree ("invitee_id","invited_at" DESC,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_user_idx" ON "invitations" USING btree ("seen_id","invitee_id") WHERE "invitations"."status" = 1 and "invitations"."invitee_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_idx" ON "invitations" USING btree ("seen_id","invitee_email") WHERE "invitations"."status" = 1 and "invitations"."invitee_id" is null;--> statement-breakpoint
CREATE INDEX "join_requests_seen_idx" ON "join_requests" USING btree ("seen_id","requested_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "join_requests_user_idx" ON "join_requests" USING btree ("user_id","requested_at" DESC,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_pending_idx" ON "join_requests" USING btree ("seen_id","user_id") WHERE "join_requests"."status" = 1;
