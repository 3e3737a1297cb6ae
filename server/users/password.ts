import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import { deleteUserPlatformSessions } from '../platform/sessions.ts';

/**
 * The one password of a trader (the app and the platform host share it): the new hash, every other app session and
 * every platform session ended; `keepSession`, the app session that asked, stays signed in.
 */
export async function changePassword(db: Db, userId: number, password: string, keepSession: string | null): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.delete(sessions).where(keepSession === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSession)));
  await deleteUserPlatformSessions(db, userId);
}
