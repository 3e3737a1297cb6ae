import { fetchTickets } from '@/api/support';
import { saveLastCopy } from '@/db/lastCopy';
import type { SyncTask } from '@/sync';
import { TICKETS_COPY_KEY } from './rules';

/** The spec names no list interval; a minute shows an agent's answer in the list soon enough (the notification is first). */
export const SUPPORT_LIST_INTERVAL_MS = 60_000;

/** The ticket list through the one poller into its last copy; the support screen renders from there (offline too). */
export function createSupportTask(): SyncTask {
  return {
    name: 'support',
    intervalMs: SUPPORT_LIST_INTERVAL_MS,
    firstDelayMs: 10_000,
    async run(signal) {
      const reply = await fetchTickets(signal);
      if (signal.aborted) return;
      await saveLastCopy(TICKETS_COPY_KEY, reply);
    },
  };
}
