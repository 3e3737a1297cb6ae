CREATE TABLE "crypto_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"fiat_amount" numeric(24, 8) NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"bonus" numeric(24, 8) DEFAULT '0' NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"is_erc20" boolean DEFAULT false NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crypto_invoices_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "exchange_balances" (
	"user_id" integer NOT NULL,
	"coin" varchar(8) NOT NULL,
	"amount" numeric(24, 8) DEFAULT '0' NOT NULL,
	CONSTRAINT "exchange_balances_user_id_coin_pk" PRIMARY KEY("user_id","coin")
);
--> statement-breakpoint
CREATE TABLE "invoice_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_credits_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
ALTER TABLE "crypto_invoices" ADD CONSTRAINT "crypto_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_invoices" ADD CONSTRAINT "crypto_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_balances" ADD CONSTRAINT "exchange_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credits" ADD CONSTRAINT "invoice_credits_invoice_id_crypto_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."crypto_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credits" ADD CONSTRAINT "invoice_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_invoices_user_key_idx" ON "crypto_invoices" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "crypto_invoices_user_idx" ON "crypto_invoices" USING btree ("user_id","created_at");