ALTER TABLE "card_attempts" ADD COLUMN "card_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "token" text;