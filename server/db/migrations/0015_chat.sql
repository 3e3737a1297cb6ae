CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_name" text NOT NULL,
	"host_id" text,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"host_id" text NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reply" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tips" ADD CONSTRAINT "chat_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tips" ADD CONSTRAINT "chat_tips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_tips_key_idx" ON "chat_tips" USING btree ("user_id","idempotency_key");