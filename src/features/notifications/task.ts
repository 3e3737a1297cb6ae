import { fetchNotifications } from '@/api/notifications';
import type { SyncTask } from '@/sync';
import { saveNotifications } from './store';

/** The spec names no interval; 30 s keeps a new notification's badge prompt without weighing on the server. */
export const NOTIFICATIONS_INTERVAL_MS = 30_000;

/** Polled by the one shared poller (leader tab) into Dexie; every tab's badge renders from there. */
export function createNotificationsTask(): SyncTask {
  return {
    name: 'notifications',
    intervalMs: NOTIFICATIONS_INTERVAL_MS,
    firstDelayMs: 0,
    async run(signal) {
      const { list, count } = await fetchNotifications(signal);
      if (signal.aborted) return;
      await saveNotifications(list, count);
    },
  };
}
