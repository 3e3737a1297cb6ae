-- A withdrawal's row shows a word, not a lookup key: pending, then paid, declined or cancelled (its reference names
-- the withdrawal). A returned withdrawal is its own kind of row now, done when it is made.
UPDATE "account_transactions" SET "status" = 'pending' WHERE "status" LIKE 'pending:%';--> statement-breakpoint
UPDATE "account_transactions" SET "status" = 'done' WHERE "status" LIKE 'withdrawal\_%';
