CREATE TABLE "attempt_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "guess" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "settle_failed_at" timestamp with time zone;
