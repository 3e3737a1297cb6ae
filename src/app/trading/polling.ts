import { startSync } from '@/sync';
import { createUserRefreshTask } from '@/sync/tasks/user';
import { createNotificationsTask } from '@/features/notifications/task';
import { createSignalsTask } from '@/features/signals/task';
import { createInvoiceTask } from '@/features/crypto/task';
import { createWithdrawalsTask } from '@/features/withdrawal/task';
import { createSupportTask } from '@/features/support/task';

/**
 * Every task of the one poller (ARCHITECTURE §3). Loaded after the trading shell has rendered: the scheduler and
 * the tasks' modules have no place in the JavaScript that runs before the balance shows.
 */
export function startPolling(): () => void {
  return startSync([createUserRefreshTask(), createNotificationsTask(), createSignalsTask(), createInvoiceTask(), createWithdrawalsTask(), createSupportTask()]);
}
