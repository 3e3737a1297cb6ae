CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_group" text NOT NULL,
	"type" text NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" numeric(24, 8) DEFAULT '0' NOT NULL,
	"net_amount" numeric(24, 8) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"lang" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_prefix" varchar(4) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"promo" text DEFAULT '' NOT NULL,
	"reg_time" timestamp with time zone NOT NULL,
	"affs_id" integer,
	"comments" text DEFAULT '' NOT NULL,
	"cascade" text DEFAULT '' NOT NULL,
	"current_account_id" integer,
	"verification" text DEFAULT 'None' NOT NULL,
	"verification_type" text DEFAULT 'passport' NOT NULL,
	"deposits_total" numeric(24, 8) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'USER_ACTIVE' NOT NULL,
	"do_card" text DEFAULT '0' NOT NULL,
	"card_risk" text DEFAULT '0' NOT NULL,
	"entro_pin" text DEFAULT '' NOT NULL,
	"md" text DEFAULT '' NOT NULL,
	"mdps" text DEFAULT '' NOT NULL,
	"btc_deposit" text DEFAULT '0' NOT NULL,
	"tr_success" text DEFAULT 'no' NOT NULL,
	"tr_validate" text DEFAULT 'no' NOT NULL,
	"tr_attemps" integer DEFAULT 0 NOT NULL,
	"tr_answer" numeric(24, 8),
	"wd_methods" text DEFAULT 'Credit Card,Bitcoin' NOT NULL,
	"bonus_summ" numeric(24, 8) DEFAULT '0' NOT NULL,
	"min_deposit" numeric(24, 8) DEFAULT '250' NOT NULL,
	"last_count" integer DEFAULT 0 NOT NULL,
	"iq_start" text DEFAULT '0' NOT NULL,
	"vload" text DEFAULT '0' NOT NULL,
	"fill_card" text DEFAULT '0' NOT NULL,
	"trigger_new" text DEFAULT '0' NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_account_id_accounts_id_fk" FOREIGN KEY ("current_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "platform_sessions_user_idx" ON "platform_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");