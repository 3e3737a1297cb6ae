import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';

export type StoredSession = { id: string; userId: number; expiresAt: Date; lastSeenAt: Date };

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  ttlMs: number,
  userAgent: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    userAgent: userAgent.slice(0, 512),
  });
  return { token, expiresAt };
}

// Every API call reads its session: built once.
const sessionById = preparedFor((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

/** The live session behind a cookie value; an expired one is deleted on sight. */
export async function findSession(db: Db, token: string, now: Date): Promise<StoredSession | null> {
  const id = hashToken(token);
  const [row] = await sessionById(db).execute({ id });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return row;
}

/** Sliding expiry: an active session lives ttl past its last use. */
export async function touchSession(db: Db, id: string, now: Date, ttlMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
