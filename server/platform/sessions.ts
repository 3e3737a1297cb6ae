import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformSessions } from '../db/schema.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';

export const PLATFORM_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export async function createPlatformSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(platformSessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PLATFORM_SESSION_TTL_MS),
    lastSeenAt: now,
  });
  return token;
}

/** The user behind a live `psid`; an expired row is deleted on sight. */
export async function platformSessionUser(db: Db, token: string, now: Date): Promise<number | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ userId: platformSessions.userId, expiresAt: platformSessions.expiresAt })
    .from(platformSessions)
    .where(eq(platformSessions.id, id));
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(platformSessions).where(eq(platformSessions.id, id));
    return null;
  }
  await db.update(platformSessions).set({ lastSeenAt: now }).where(eq(platformSessions.id, id));
  return row.userId;
}

export async function deletePlatformSession(db: Db, token: string): Promise<void> {
  await db.delete(platformSessions).where(eq(platformSessions.id, hashToken(token)));
}

/**
 * Logout ends every platform session of the trader: the embedded platform signs in again through a fresh one-time
 * token whenever an app session is still open elsewhere, so nothing of value is lost, and a token handed to an
 * iframe never outlives the app session that minted it.
 */
export async function deleteUserPlatformSessions(db: Db, userId: number): Promise<void> {
  await db.delete(platformSessions).where(eq(platformSessions.userId, userId));
}
