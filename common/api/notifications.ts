import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';

// Notifications and trading signals (server/notifications, server/signals).

// Replies read by src/api/notifications.ts.
export const Notification = type({ id: number(), text: string(), read: enums([0, 1]), createdAt: number() });
export const ListReply = type({ list: array(Notification), count: number() });
export const CountReply = type({ count: number() });
export type ServerNotification = Infer<typeof Notification>;

// Replies read by src/api/signals.ts.
/** `reason`: why the market rule issued it, in the X-Lang language ("SMA 5 crossed above SMA 20, RSI 58"); null for a signal issued by hand. */
export const Signal = type({ id: string(), symbol: string(), direction: enums(['call', 'put']), expires: number(), reason: optional(nullable(string())) });
export const SignalsReply = type({ signals: array(Signal) });
export type TradingSignal = Infer<typeof Signal>;

export const notificationsCalls = [
  call('POST', '/api/us/notifications', NO_INPUT, ListReply),
  call('POST', '/api/us/notifications_read', type({ id: id() }), CountReply),
  call('POST', '/api/us/notifications_read_all', NO_INPUT, CountReply),
  call('POST', '/api/signals', type({ test: text(16) }), SignalsReply),
];
