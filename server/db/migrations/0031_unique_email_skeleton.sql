DROP INDEX "users_email_skeleton_idx";--> statement-breakpoint
-- Twins registered before the index (two requests at once could both pass the check): the oldest account keeps the
-- skeleton, the others lose it, so the unique index can be built; their addresses stay as they are.
UPDATE "users" SET "email_skeleton" = NULL WHERE "email_skeleton" IS NOT NULL AND "id" NOT IN (SELECT min("id") FROM "users" WHERE "email_skeleton" IS NOT NULL GROUP BY "email_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_skeleton_idx" ON "users" USING btree ("email_skeleton");
