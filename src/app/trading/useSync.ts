import { useEffect } from 'react';
import { afterPaint } from '@/lib/whenIdle';
import { whenChunksFetchable } from '@/lib/whenFetchable';

/**
 * Starts the one poller (leader tab only) while a user is signed in; stops it on logout or unmount.
 * The tasks are listed in ./polling.ts, which loads on its own once the shell's frame is painted (its first user
 * and notification calls are no part of that frame).
 */
export function useSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelStart = afterPaint(() => {
      // After a connection too when the page has no worker yet: a failed import would leave it unpolled for good.
      void whenChunksFetchable()
        .then(() => import('./polling'))
        .then(({ startPolling }) => {
          if (!cancelled) stop = startPolling();
        });
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [signedIn]);
}
