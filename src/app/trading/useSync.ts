import { useEffect } from 'react';
import { startSync } from '@/sync';
import { createUserRefreshTask } from '@/sync/tasks/user';
import { createNotificationsTask } from '@/features/notifications/task';
import { createSignalsTask } from '@/features/signals/task';
import { createInvoiceTask } from '@/features/crypto/task';

/** Starts the one poller (leader tab only) while a user is signed in; later issues add their tasks here. */
export function useSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    return startSync([createUserRefreshTask(), createNotificationsTask(), createSignalsTask(), createInvoiceTask()]);
  }, [signedIn]);
}
