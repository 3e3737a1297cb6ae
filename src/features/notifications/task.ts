import { fetchNotifications } from '@/api/notifications';
import type { ReportOrder } from '@/api/history';
import type { SyncTask } from '@/sync';
import { readNotificationIds, saveNotifications } from './store';

/** The spec names no interval; 30 s keeps a new notification's badge prompt without weighing on the server. */
export const NOTIFICATIONS_INTERVAL_MS = 30_000;

/**
 * What the poll's events set going elsewhere (composed in app/, as features do not import each other): a withdrawal's
 * paid or declined notice reloads the pending list; the trades settled lately are announced.
 */
export type NotificationEvents = {
  onWithdrawal?: () => Promise<void>;
  onClosed?: (orders: readonly ReportOrder[]) => Promise<unknown>;
};

/**
 * Polled by the one shared poller (leader tab) into Dexie; every tab's badge renders from there. The same answer is
 * the app's event path: only the leader runs it, so only one tab announces.
 */
export function createNotificationsTask(events: NotificationEvents = {}): SyncTask {
  return {
    name: 'notifications',
    intervalMs: NOTIFICATIONS_INTERVAL_MS,
    firstDelayMs: 0,
    async run(signal) {
      const { list, count, closed = [] } = await fetchNotifications(signal);
      if (signal.aborted) return;
      const known = await readNotificationIds();
      await saveNotifications(list, count);
      const withdrawalNews = list.some((item) => item.about === 'withdrawal' && !known.has(item.id));
      // Each reaction on its own: one that fails must not hold up the other, nor fail the poll.
      await Promise.all([
        withdrawalNews ? events.onWithdrawal?.().catch(() => undefined) : undefined,
        // Even an empty list: the first answer after a sign-in is what later ones are news against.
        events.onClosed?.(closed).catch(() => undefined),
      ]);
    },
  };
}
