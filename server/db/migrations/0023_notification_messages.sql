ALTER TABLE "user_notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "message_vars" jsonb;