import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { id, text } from './fields.ts';

// Notifications and trading signals (server/notifications, server/signals).

export const notificationsCalls = [
  call('POST', '/api/us/notifications', NO_INPUT),
  call('POST', '/api/us/notifications_read', type({ id: id() })),
  call('POST', '/api/us/notifications_read_all', NO_INPUT),
  call('POST', '/api/signals', type({ test: text(16) })),
];
