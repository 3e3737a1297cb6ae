CREATE TABLE "money_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_transactions" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
-- Commissions paid before the hold existed were credited at once: they stay released.
ALTER TABLE "affiliate_commissions" ADD COLUMN "status" text DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ALTER COLUMN "status" SET DEFAULT 'held';--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD COLUMN "book" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD COLUMN "balance_after" numeric(24, 8);--> statement-breakpoint
ALTER TABLE "account_transactions" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_transactions" ADD COLUMN "move_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "money_moves" ADD CONSTRAINT "money_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_moves_key_idx" ON "money_moves" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_held_idx" ON "affiliate_commissions" USING btree ("referral_id") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "account_transactions_account_idx" ON "account_transactions" USING btree ("account_id");--> statement-breakpoint
-- The requests made before the ledger keep answering their keys the same way.
INSERT INTO "money_moves" ("user_id", "kind", "key", "reply", "created_at")
  SELECT "user_id", 'withdrawal', "idempotency_key", "reply", "created_at" FROM "withdrawals";--> statement-breakpoint
INSERT INTO "money_moves" ("user_id", "kind", "key", "reply", "created_at")
  SELECT "user_id", 'tip', "idempotency_key", "reply", "at" FROM "chat_tips";--> statement-breakpoint
INSERT INTO "money_moves" ("user_id", "kind", "key", "reply", "created_at")
  SELECT "user_id", 'affiliate_transfer', "idempotency_key", "reply", "at" FROM "affiliate_transfers";--> statement-breakpoint
-- Bonus rows were written beside the account; they move the bonus balance.
UPDATE "account_transactions" SET "book" = 'bonus', "account_id" = NULL WHERE "tr_type" = 'bonus';--> statement-breakpoint
UPDATE "account_transactions" SET "tr_type" = 'withdrawal_return' WHERE "tr_type" = 'deposit' AND "status" LIKE 'withdrawal\_%';--> statement-breakpoint
-- Each balance gets an opening row for what its rows do not explain, dated before them, so balance = sum of rows.
INSERT INTO "account_transactions" ("user_id", "book", "account_id", "tr_type", "amount", "currency", "status", "reference", "executed_at")
  SELECT a."user_id", 'account', a."id", 'opening', a."amount" - coalesce(r."total", 0), a."currency", 'done', 'migration', a."created_at"
  FROM "accounts" a LEFT JOIN (SELECT "account_id", sum("amount") AS "total" FROM "account_transactions" WHERE "book" = 'account' GROUP BY "account_id") r ON r."account_id" = a."id"
  WHERE a."amount" <> coalesce(r."total", 0);--> statement-breakpoint
INSERT INTO "account_transactions" ("user_id", "book", "tr_type", "amount", "currency", "status", "reference", "executed_at")
  SELECT u."id", 'bonus', 'opening', u."bonus_summ" - coalesce(r."total", 0), u."currency", 'done', 'migration', u."reg_time"
  FROM "users" u LEFT JOIN (SELECT "user_id", sum("amount") AS "total" FROM "account_transactions" WHERE "book" = 'bonus' GROUP BY "user_id") r ON r."user_id" = u."id"
  WHERE u."bonus_summ" <> coalesce(r."total", 0);--> statement-breakpoint
INSERT INTO "account_transactions" ("user_id", "book", "tr_type", "amount", "currency", "status", "reference", "executed_at")
  SELECT "user_id", 'exchange', 'opening', "amount", "coin", 'done', 'migration', now() FROM "exchange_balances" WHERE "amount" <> 0;--> statement-breakpoint
INSERT INTO "account_transactions" ("user_id", "book", "tr_type", "amount", "currency", "status", "reference", "executed_at")
  SELECT "user_id", 'affiliate', 'opening', "balance", 'USD', 'done', 'migration', now() FROM "affiliate_balances" WHERE "balance" <> 0;--> statement-breakpoint
UPDATE "account_transactions" t SET "balance_after" = s."running"
  FROM (
    SELECT "id", sum("amount") OVER (
      PARTITION BY "book", CASE WHEN "book" = 'account' THEN "account_id" ELSE "user_id" END, CASE WHEN "book" = 'exchange' THEN "currency" ELSE '' END
      ORDER BY "executed_at", "id"
    ) AS "running"
    FROM "account_transactions"
  ) s
  WHERE s."id" = t."id";--> statement-breakpoint
ALTER TABLE "account_transactions" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_tips" DROP COLUMN "reply";--> statement-breakpoint
ALTER TABLE "affiliate_transfers" DROP COLUMN "reply";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP COLUMN "reply";