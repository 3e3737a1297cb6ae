import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
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
  ip = '',
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
    ip: ip.slice(0, 64),
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

export type SessionRow = typeof sessions.$inferSelect;

/** The trader's live sessions, the most recently used first. */
export async function userSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of the trader (by its stored id); false when it was not theirs or is gone. */
export async function deleteUserSession(db: Db, userId: number, id: string): Promise<boolean> {
  const gone = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, id))).returning({ id: sessions.id });
  return gone.length > 0;
}

/** Ends every session of the trader but `keep`; resolves how many ended. */
export async function deleteOtherSessions(db: Db, userId: number, keep: string): Promise<number> {
  const gone = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep))).returning({ id: sessions.id });
  return gone.length;
}
