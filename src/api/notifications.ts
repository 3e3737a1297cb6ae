import { askOrThrow } from './http';
import { listNotifications, readAllNotifications, readNotification } from '@common/api/notifications.calls';
export type { ServerNotification } from '@common/api/notifications';



/** POST /api/us/notifications — the newest notifications and the count of new (unread) ones. */
export function fetchNotifications(signal?: AbortSignal) {
  return askOrThrow(listNotifications, {}, { signal });
}

/** POST /api/us/notifications_read { id } */
export function markNotificationRead(id: number) {
  return askOrThrow(readNotification, { id });
}

/** POST /api/us/notifications_read_all */
export function markAllNotificationsRead() {
  return askOrThrow(readAllNotifications, {});
}
