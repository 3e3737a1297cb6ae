import { array, enums, number, optional, string, type, type Infer } from 'superstruct';
import { OrderSchema } from './history.ts';

// Replies read by src/api/notifications.ts (server/API.md, section `notifications`).
/** `about`: what a notice changes on the client's screens (a withdrawal's list follows its paid or declined notice). */
export const Notification = type({ id: number(), text: string(), read: enums([0, 1]), createdAt: number(), about: optional(enums(['withdrawal'])) });
/**
 * `closed`: the trader's trades settled in the last few minutes (all accounts, newest first), so the app announces a
 * trade's outcome wherever the trader is, through this one poll (no second poller).
 */
export const ListReply = type({ list: array(Notification), count: number(), closed: optional(array(OrderSchema)) });
export const CountReply = type({ count: number() });
export type ServerNotification = Infer<typeof Notification>;
