CREATE TABLE "affiliate_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(24, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"deposit" numeric(24, 8) NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commissions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"landing" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"idempotency_key" text NOT NULL,
	"reply" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tourney_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"tourney_id" integer NOT NULL,
	"place" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"profit" numeric(24, 8) NOT NULL,
	"trades" integer NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" numeric(24, 8),
	"reward_currency" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tourneys" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "affiliate_balances" ADD CONSTRAINT "affiliate_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_referral_id_users_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_transfers" ADD CONSTRAINT "affiliate_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_transfers" ADD CONSTRAINT "affiliate_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourney_results" ADD CONSTRAINT "tourney_results_tourney_id_tourneys_id_fk" FOREIGN KEY ("tourney_id") REFERENCES "public"."tourneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourney_results" ADD CONSTRAINT "tourney_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","at");--> statement-breakpoint
CREATE INDEX "affiliate_links_user_idx" ON "affiliate_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_transfers_key_idx" ON "affiliate_transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tourney_results_place_idx" ON "tourney_results" USING btree ("tourney_id","place");--> statement-breakpoint
CREATE INDEX "tourney_results_user_idx" ON "tourney_results" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tourneys_window_idx" ON "tourneys" USING btree ("type","date_start");--> statement-breakpoint
CREATE INDEX "tourneys_open_idx" ON "tourneys" USING btree ("settled_at","date_end");