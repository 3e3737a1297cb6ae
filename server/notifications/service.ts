import type { Db } from '../db/client.ts';
import { userNotifications } from '../db/schema-trading.ts';

/** The newest this many are listed; older ones stay in the table (and in the count while unread). */
export const NOTIFICATIONS_LIST_LIMIT = 50;

export async function addNotification(db: Db, userId: number, text: string, now: Date): Promise<number> {
  const [row] = await db.insert(userNotifications).values({ userId, text, createdAt: now }).returning({ id: userNotifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}
