import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { MAX_VALIDATION_ATTEMPTS } from './validation-rules.ts';

// The SQL of the transaction-validation answer. Both writes re-check the attempt counter in their WHERE clause, so
// two answers sent at once can never get past the limit.

const stillOpen = (userId: number) => and(eq(users.id, userId), lt(users.trAttemps, MAX_VALIDATION_ATTEMPTS));

/** The right answer flips the flags; false when the attempts ran out meanwhile. */
export async function markValidated(db: Db, userId: number): Promise<boolean> {
  const [done] = await db.update(users).set({ trValidate: 'no', trSuccess: 'yes' }).where(stillOpen(userId)).returning({ id: users.id });
  return done !== undefined;
}

/** A wrong answer counts one attempt: the attempts made now, or null when they had run out meanwhile. */
export async function countWrongAnswer(db: Db, userId: number): Promise<number | null> {
  const [counted] = await db
    .update(users)
    .set({ trAttemps: sql`${users.trAttemps} + 1` })
    .where(stillOpen(userId))
    .returning({ attempts: users.trAttemps });
  return counted?.attempts ?? null;
}
