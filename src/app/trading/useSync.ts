import { useEffect } from 'react';

/**
 * Starts the one poller (leader tab only) while a user is signed in; stops it on logout or unmount.
 * The tasks are listed in ./polling.ts, which loads on its own once the shell is on screen.
 */
export function useSync(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./polling').then(({ startPolling }) => {
      if (!cancelled) stop = startPolling();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);
}
