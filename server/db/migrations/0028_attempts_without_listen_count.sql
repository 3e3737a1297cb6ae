ALTER TABLE "card_attempts" DROP COLUMN "listen_count";--> statement-breakpoint
ALTER TABLE "card_attempts" DROP COLUMN "card_token";