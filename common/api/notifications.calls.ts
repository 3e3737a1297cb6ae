import { type } from 'superstruct';
import { NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { CountReply, ListReply } from './notifications.ts';
import { SignalsReply } from './signals.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./notifications.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const notificationsCalls = [
  call('POST', '/api/us/notifications', NO_INPUT, ListReply),
  call('POST', '/api/us/notifications_read', type({ id: id() }), CountReply),
  call('POST', '/api/us/notifications_read_all', NO_INPUT, CountReply),
  call('POST', '/api/signals', type({ test: text(16) }), SignalsReply),
];
