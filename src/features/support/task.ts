import { fetchTickets } from '@/api/support';
import { saveLastCopy } from '@/db/lastCopy';
import type { SyncTask } from '@/sync';
import { TICKETS_COPY_KEY } from './rules';

/**
 * The spec names no list interval. An agent's answer reaches the trader first as a notification (30 s) and an open
 * ticket refreshes every 3.5 s, so the list's background copy can be five minutes old: every signed-in tab's steady
 * traffic stays near the 28 requests in ten minutes it had before (the load benchmark sizes the server by it).
 */
export const SUPPORT_LIST_INTERVAL_MS = 300_000;

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
