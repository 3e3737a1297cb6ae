-- The copy-trading offer is gone (the app has no copy trading): one still open expires, and no trader's user names it.
UPDATE "offers" SET "status" = 'expired', "decided_at" = now() WHERE "name" = 'copy' AND "status" IN ('offered', 'accepted');
--> statement-breakpoint
UPDATE "users" SET "trigger_new" = '0' WHERE "trigger_new" = 'copy';
