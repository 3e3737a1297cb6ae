import type { ServerNotification } from '@/api/notifications';
import { db, type TraderDb } from '@/db/database';
import type { NotificationCountRow, NotificationRow } from '@/db/types';

const countRow = (count: number, now: number): NotificationCountRow => ({ key: 'new', count, updatedAt: now });

/**
 * Replaces the stored list and the server's count of new ones in one transaction, so every tab's badge changes at
 * once (and the count covers unread notifications beyond the newest 50 the list holds).
 */
export async function saveNotifications(
  list: readonly ServerNotification[],
  count: number,
  database: TraderDb = db,
  now: number = Date.now(),
): Promise<void> {
  const rows: NotificationRow[] = list.map((item) => ({ id: item.id, read: item.read, createdAt: item.createdAt, text: item.text }));
  await database.transaction('rw', database.notifications, database.notificationCount, async () => {
    await database.notifications.clear();
    await database.notifications.bulkPut(rows);
    await database.notificationCount.put(countRow(count, now));
  });
}

/** One marked read on the server: its row, and the count the server answered with. */
export async function markReadLocally(id: NotificationRow['id'], count: number, database: TraderDb = db, now: number = Date.now()): Promise<void> {
  await database.transaction('rw', database.notifications, database.notificationCount, async () => {
    await database.notifications.update(id, { read: 1 });
    await database.notificationCount.put(countRow(count, now));
  });
}

export async function markAllReadLocally(database: TraderDb = db, now: number = Date.now()): Promise<void> {
  await database.transaction('rw', database.notifications, database.notificationCount, async () => {
    await database.notifications.toCollection().modify({ read: 1 });
    await database.notificationCount.put(countRow(0, now));
  });
}

/** Newest first. */
export function readNotifications(database: TraderDb = db): Promise<NotificationRow[]> {
  // oxlint-disable-next-line unicorn/no-array-reverse -- Dexie's Collection.reverse(), not Array's
  return database.notifications.orderBy('createdAt').reverse().toArray();
}

/** The list and the server's count as last stored (the count is undefined until the first answer). */
export async function readNotificationState(database: TraderDb = db): Promise<{ list: NotificationRow[]; serverCount: number | undefined }> {
  const [list, row] = await Promise.all([readNotifications(database), database.notificationCount.get('new')]);
  return { list, serverCount: row?.count };
}

/** The ids stored now: a notice not among them is news to this device. */
export async function readNotificationIds(database: TraderDb = db): Promise<Set<number>> {
  return new Set((await database.notifications.toCollection().primaryKeys()).map(Number));
}
