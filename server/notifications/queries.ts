import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { tradeOrders, userNotifications } from '../db/schema-trading.ts';
// The SQL of the trader's notifications.

/** The newest this many are listed; older ones stay in the table (and in the count while unread). */
export const NOTIFICATIONS_LIST_LIMIT = 50;

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.read, 0)));
  return row?.n ?? 0;
}

// The 30 s poll of every signed-in tab: the newest rows and the unread count in one prepared query. A user without
// rows has nothing unread either, so the count riding on the rows loses nothing.
const newestWithUnread = preparedFor((db) =>
  db
    .select({
      id: userNotifications.id,
      text: userNotifications.text,
      messageKey: userNotifications.messageKey,
      messageVars: userNotifications.messageVars,
      read: userNotifications.read,
      createdAt: userNotifications.createdAt,
      unread: sql<number>`(select count(*)::int from ${userNotifications} u where u.user_id = ${sql.placeholder('userId')} and u.read = 0)`,
    })
    .from(userNotifications)
    .where(eq(userNotifications.userId, sql.placeholder('userId')))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT)
    .prepare('notifications_newest'),
);

export function newestNotifications(db: Db, userId: number) {
  return newestWithUnread(db).execute({ userId });
}

export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  await db
    .update(userNotifications)
    .set({ read: 1 })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)));
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.update(userNotifications).set({ read: 1 }).where(and(eq(userNotifications.userId, userId), eq(userNotifications.read, 0)));
}

/** At most this many settled trades ride on one poll (a burst of closes beyond it is announced as the newest ones). */
export const CLOSED_LIST_LIMIT = 20;
/** Trades open at most this long (the longest clock-mark expiry is well inside it): bounds the index range. */
const LONGEST_TRADE_MS = 3 * 60 * 60 * 1000;

/** The trader's trades that expired (and settled) at or after `since`, newest first, through the (user, open time) index. */
export function closedSince(db: Db, userId: number, since: Date) {
  return db
    .select()
    .from(tradeOrders)
    .where(
      and(
        eq(tradeOrders.userId, userId),
        ne(tradeOrders.status, 'open'),
        gte(tradeOrders.openTime, new Date(since.getTime() - LONGEST_TRADE_MS)),
        gte(tradeOrders.expiryTime, since),
      ),
    )
    .orderBy(desc(tradeOrders.expiryTime), desc(tradeOrders.id))
    .limit(CLOSED_LIST_LIMIT);
}
