import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformHandoffs } from '../db/schema-trading.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';

// A third-party iframe gets no SameSite=Lax cookies, so the app (which knows the trader by its own session)
// mints a one-time token, the iframe URL carries it in the fragment (never sent to a server, never logged), and
// the platform page exchanges it for a bearer token it keeps in memory. Only the hash is stored; one use; 60 s.

export const HANDOFF_TTL_MS = 60_000;

export async function mintHandoff(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  // Spent and stale tokens of anyone are swept on the way; the table stays tiny.
  await db.delete(platformHandoffs).where(lte(platformHandoffs.expiresAt, now.getTime()));
  await db.insert(platformHandoffs).values({ id: hashToken(token), userId, expiresAt: now.getTime() + HANDOFF_TTL_MS });
  return token;
}

/** The user behind a live token, which is deleted in the same statement: a second exchange finds nothing. */
export async function spendHandoff(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .delete(platformHandoffs)
    .where(and(eq(platformHandoffs.id, hashToken(token)), gt(platformHandoffs.expiresAt, now.getTime())))
    .returning({ userId: platformHandoffs.userId });
  return row?.userId ?? null;
}
