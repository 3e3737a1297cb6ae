import { useEffect } from 'react';
import { startSync } from '@/sync';
import { createUserRefreshTask } from '@/sync/tasks/user';

/** Starts the one poller (leader tab only) while a user is signed in; later issues add their tasks here. */
export function useSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    return startSync([createUserRefreshTask()]);
  }, [signedIn]);
}
