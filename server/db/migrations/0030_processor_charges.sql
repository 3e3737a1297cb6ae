CREATE TABLE "sandbox_card_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"order_reference" text NOT NULL,
	"processor" text NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" text NOT NULL,
	"scenario" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"cascade" boolean DEFAULT false NOT NULL,
	"retrievals" integer DEFAULT 0 NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"last4" varchar(4) DEFAULT '' NOT NULL,
	"exp_month" varchar(2) DEFAULT '' NOT NULL,
	"exp_year" varchar(4) DEFAULT '' NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"return_url" text NOT NULL,
	"lang" varchar(8) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_card_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_card_charges_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "card_attempts" ADD COLUMN "charge_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD COLUMN "action_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_card_charges_order_idx" ON "sandbox_card_charges" USING btree ("order_reference");--> statement-breakpoint
CREATE INDEX "card_attempts_card_idx" ON "card_attempts" USING btree ("user_id","brand","last4","exp_month","exp_year");--> statement-breakpoint
ALTER TABLE "card_attempts" DROP COLUMN "listen_count";--> statement-breakpoint
ALTER TABLE "card_attempts" DROP COLUMN "card_token";