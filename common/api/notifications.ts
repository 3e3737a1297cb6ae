import { array, enums, number, string, type, type Infer } from 'superstruct';

// Replies read by src/api/notifications.ts (server/API.md, section `notifications`).
export const Notification = type({ id: number(), text: string(), read: enums([0, 1]), createdAt: number() });
export const ListReply = type({ list: array(Notification), count: number() });
export const CountReply = type({ count: number() });
export type ServerNotification = Infer<typeof Notification>;
