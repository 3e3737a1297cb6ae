import { startSync } from '@/sync';
import { createUserRefreshTask } from '@/sync/tasks/user';
import { createNotificationsTask } from '@/features/notifications/task';
import { createSignalsTask } from '@/features/signals/task';
import { createInvoiceTask } from '@/features/crypto/task';
import { createWithdrawalsTask, refreshPending } from '@/features/withdrawal/task';
import { announceClosed } from '@/features/notifications/outcome';
import { createSupportTask } from '@/features/support/task';

/**
 * Every task of the one poller (ARCHITECTURE §3). Loaded after the trading shell has rendered: the scheduler and
 * the tasks' modules have no place in the JavaScript that runs before the balance shows. The notifications answer
 * carries the app's events: a withdrawal's outcome reloads the pending list, a closed trade is announced.
 */
export function startPolling(): () => void {
  return startSync([createUserRefreshTask(), createNotificationsTask({ onWithdrawal: () => refreshPending(), onClosed: (orders) => announceClosed(orders) }), createSignalsTask(), createInvoiceTask(), createWithdrawalsTask(), createSupportTask()]);
}
