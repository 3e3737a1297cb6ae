import { postOrThrow } from './http';
import { CountReply, ListReply } from '@common/api/notifications';
export type { ServerNotification } from '@common/api/notifications';



/** POST /api/us/notifications — the newest notifications and the count of new (unread) ones. */
export function fetchNotifications(signal?: AbortSignal) {
  return postOrThrow('/api/us/notifications', {}, ListReply, signal);
}

/** POST /api/us/notifications_read { id } */
export function markNotificationRead(id: number) {
  return postOrThrow('/api/us/notifications_read', { id }, CountReply);
}

/** POST /api/us/notifications_read_all */
export function markAllNotificationsRead() {
  return postOrThrow('/api/us/notifications_read_all', {}, CountReply);
}
