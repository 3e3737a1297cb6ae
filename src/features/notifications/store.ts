import type { ServerNotification } from '@/api/notifications';
import { db, type TraderDb } from '@/db/database';
import type { NotificationRow } from '@/db/types';

/** Replaces the stored list with the server's in one transaction, so every tab's badge changes at once. */
export async function saveNotifications(list: readonly ServerNotification[], database: TraderDb = db): Promise<void> {
  const rows: NotificationRow[] = list.map((item) => ({ id: item.id, read: item.read, createdAt: item.createdAt, text: item.text }));
  await database.transaction('rw', database.notifications, async () => {
    await database.notifications.clear();
    await database.notifications.bulkPut(rows);
  });
}

export async function markReadLocally(id: NotificationRow['id'], database: TraderDb = db): Promise<void> {
  await database.notifications.update(id, { read: 1 });
}

export async function markAllReadLocally(database: TraderDb = db): Promise<void> {
  await database.notifications.toCollection().modify({ read: 1 });
}

/** Newest first. */
export function readNotifications(database: TraderDb = db): Promise<NotificationRow[]> {
  // oxlint-disable-next-line unicorn/no-array-reverse -- Dexie's Collection.reverse(), not Array's
  return database.notifications.orderBy('createdAt').reverse().toArray();
}
