ALTER TABLE "mail_outbox" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_skeleton" text;--> statement-breakpoint
CREATE INDEX "users_email_skeleton_idx" ON "users" USING btree ("email_skeleton");