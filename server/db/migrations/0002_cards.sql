CREATE TABLE "card_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"deposit_id" text DEFAULT '' NOT NULL,
	"processor" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"amount" numeric(24, 8) DEFAULT '0' NOT NULL,
	"bonus" numeric(24, 8) DEFAULT '0' NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"currency" varchar(8) DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"transaction_id" text NOT NULL,
	"scenario" text DEFAULT '' NOT NULL,
	"listen_count" integer DEFAULT 0 NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"last4" varchar(4) DEFAULT '' NOT NULL,
	"exp_month" varchar(2) DEFAULT '' NOT NULL,
	"exp_year" varchar(4) DEFAULT '' NOT NULL,
	"lang" varchar(8) DEFAULT 'en' NOT NULL,
	"first_reply" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "card_attempts_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "cascade_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cascade" text NOT NULL,
	"executed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"attempt_id" integer NOT NULL,
	"method" text NOT NULL,
	"processor" text NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"bonus" numeric(24, 8) DEFAULT '0' NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" text NOT NULL,
	"executed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_transactions_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "min_deposit_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"match" text NOT NULL,
	"currency" varchar(8) DEFAULT '' NOT NULL,
	"amount" numeric(24, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bonus_percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" varchar(2) NOT NULL,
	"exp_year" varchar(4) NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_reports" ADD CONSTRAINT "cascade_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD CONSTRAINT "deposit_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD CONSTRAINT "deposit_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD CONSTRAINT "deposit_transactions_attempt_id_card_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."card_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_attempts_user_key_idx" ON "card_attempts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_attempts_deposit_idx" ON "card_attempts" USING btree ("user_id","deposit_id");--> statement-breakpoint
CREATE INDEX "card_attempts_decided_idx" ON "card_attempts" USING btree ("user_id","status","decided_at");--> statement-breakpoint
CREATE INDEX "deposit_transactions_user_idx" ON "deposit_transactions" USING btree ("user_id","executed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_user_code_idx" ON "promo_redemptions" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");