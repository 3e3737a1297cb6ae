CREATE TABLE "wallet_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"processor" text NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"bonus" numeric(24, 8) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_user_key_idx" ON "wallet_payments" USING btree ("user_id","idempotency_key");