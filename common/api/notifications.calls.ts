import { type } from 'superstruct';
import { NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { CountReply, ListReply } from './notifications.ts';
import { SignalsReply } from './signals.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./notifications.ts the client checks.

export const listNotifications = call('POST', '/api/us/notifications', NO_INPUT, ListReply);
export const readNotification = call('POST', '/api/us/notifications_read', type({ id: id() }), CountReply);
export const readAllNotifications = call('POST', '/api/us/notifications_read_all', NO_INPUT, CountReply);
export const dueSignals = call('POST', '/api/signals', type({ test: text(16) }), SignalsReply);

export const notificationsCalls = [listNotifications, readNotification, readAllNotifications, dueSignals];
