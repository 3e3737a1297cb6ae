import { fetchPendingWithdrawals } from '@/api/withdrawal';
import { saveLastCopy } from '@/db/lastCopy';
import type { SyncTask } from '@/sync';

export const PENDING_COPY_KEY = 'withdrawals.pending';
/**
 * The spec names no interval. A payout settles in hours and the screen reloads the list when it opens and after
 * each request or cancel, so the background copy may be five minutes old (a trader's steady traffic stays small).
 */
export const PENDING_INTERVAL_MS = 300_000;

/** Loads the pending list into its last copy (the screen and the poller both use it). */
export async function refreshPending(signal?: AbortSignal): Promise<void> {
  const pending = await fetchPendingWithdrawals(signal);
  if (signal?.aborted) return;
  await saveLastCopy(PENDING_COPY_KEY, pending);
}

/** Pending withdrawals through the one poller, so the list opens offline from its last copy. */
export function createWithdrawalsTask(): SyncTask {
  return { name: 'withdrawals', intervalMs: PENDING_INTERVAL_MS, firstDelayMs: 15_000, run: (signal) => refreshPending(signal) };
}
