import { array, enums, number, string, type, type Infer } from 'superstruct';
import { postOrThrow } from './http';

const Notification = type({ id: number(), text: string(), read: enums([0, 1]), createdAt: number() });
const ListReply = type({ list: array(Notification), count: number() });
const CountReply = type({ count: number() });

export type ServerNotification = Infer<typeof Notification>;

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
