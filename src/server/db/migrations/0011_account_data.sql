ALTER TABLE "message_recipients" DROP CONSTRAINT "message_recipients_recipient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "message_recipients" DROP CONSTRAINT "message_recipients_message_id_recipient_id_pk";--> statement-breakpoint
ALTER TABLE "message_recipients" ALTER COLUMN "recipient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_message_recipient_idx" ON "message_recipients" USING btree ("message_id","recipient_id");