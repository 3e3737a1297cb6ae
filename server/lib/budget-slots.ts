import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptGuards } from '../db/schema.ts';

/*
 * Budgets of attempts per key and window (a wrong-password allowance per e-mail, password checks and
 * registrations per address). A slot is taken in ONE conditional upsert before the work it pays for (scrypt,
 * creating an account), so thirty parallel requests can take at most the budget, whichever process serves them.
 */

export type Budget = { limit: number; windowMs: number };

export type Take = { ok: true } | { ok: false; retryAfterMs: number };

/** Takes one slot of `key`'s budget, starting a new window when the last one is over. */
export async function takeSlot(db: Db, key: string, budget: Budget, now: Date): Promise<Take> {
  const since = new Date(now.getTime() - budget.windowMs);
  const expired = sql`${attemptGuards.windowStart} <= ${since.toISOString()}::timestamptz`;
  const [taken] = await db
    .insert(attemptGuards)
    .values({ key, windowStart: now, used: 1 })
    .onConflictDoUpdate({
      target: attemptGuards.key,
      set: {
        used: sql`case when ${expired} then 1 else ${attemptGuards.used} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${attemptGuards.windowStart} end`,
      },
      setWhere: sql`${expired} or ${attemptGuards.used} < ${budget.limit}`,
    })
    .returning({ used: attemptGuards.used });
  if (taken) return { ok: true };
  const [row] = await db.select({ windowStart: attemptGuards.windowStart }).from(attemptGuards).where(eq(attemptGuards.key, key));
  const ends = (row?.windowStart.getTime() ?? now.getTime()) + budget.windowMs;
  return { ok: false, retryAfterMs: Math.max(0, ends - now.getTime()) };
}

/** Gives a slot back (the attempt turned out not to count: a right password, the same wrong guess again). */
export async function returnSlot(db: Db, key: string): Promise<void> {
  await db
    .update(attemptGuards)
    .set({ used: sql`greatest(${attemptGuards.used} - 1, 0)` })
    .where(eq(attemptGuards.key, key));
}

/** Starts the key over (a right password ends the count of wrong ones). */
export async function clearSlots(db: Db, key: string): Promise<void> {
  await db.delete(attemptGuards).where(eq(attemptGuards.key, key));
}

/** Whole minutes to show in "try again in N minutes" (at least 1). */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
