import { isApiError, type ApiError } from '@/api/http';
import { browserLocks, type LockRequester } from '@/lib/webLocks';
import { electLeader } from './leader';
import {
  browserOnlineEnvironment,
  browserVisibilityEnvironment,
  watchOnline,
  watchVisibility,
  type OnlineEnvironment,
  type VisibilityEnvironment,
} from './online';
import { createScheduler, systemClock, type Clock, type SyncTask } from './scheduler';

export type { SyncTask } from './scheduler';

/** What the wiring reads from the browser; tests replace any part (fake clock, in-memory locks, …). */
export interface SyncEnvironment {
  clock: Clock;
  random: () => number;
  locks: LockRequester | null | undefined;
  online: OnlineEnvironment | null;
  visibility: VisibilityEnvironment | null;
}

export interface StartSyncOptions {
  /** Leadership changes of this tab (a dev indicator, say). */
  onLeaderChange?: (isLeader: boolean) => void;
  /**
   * A task met a 401. Polling has stopped for good in this tab (restart with a new startSync after the
   * next sign-in); the api layer's onUnauthorized handler has already run.
   */
  onAuthError?: (error: ApiError) => void;
  env?: Partial<SyncEnvironment>;
}

/**
 * Runs `tasks` in exactly one tab: the Web Locks leader. Every tab calls this; followers wait in the lock
 * queue and take over when the leader's tab closes. Returns stop() (logout, or unmount of the trading shell).
 */
export function startSync(tasks: readonly SyncTask[], options: StartSyncOptions = {}): () => void {
  const env: SyncEnvironment = {
    clock: options.env?.clock ?? systemClock,
    random: options.env?.random ?? Math.random,
    locks: options.env && 'locks' in options.env ? options.env.locks : browserLocks(),
    online: options.env && 'online' in options.env ? (options.env.online ?? null) : browserOnlineEnvironment(),
    visibility:
      options.env && 'visibility' in options.env ? (options.env.visibility ?? null) : browserVisibilityEnvironment(),
  };

  const online = env.online ? watchOnline(env.online) : null;
  const visibility = env.visibility ? watchVisibility(env.visibility) : null;
  // Set on a 401: the session is gone, so no leadership or reconnect may restart polling.
  let halted = false;

  const scheduler = createScheduler({
    clock: env.clock,
    random: env.random,
    isOnline: () => online?.get() ?? true,
    onError(error, taskName) {
      if (isApiError(error, 'auth')) {
        halted = true;
        scheduler.stop();
        options.onAuthError?.(error);
        return;
      }
      console.warn(`Sync task "${taskName}" failed; retrying with backoff`, error);
    },
  });
  const unregister = tasks.map((task) => scheduler.register(task));

  const leader = electLeader({ locks: env.locks });
  const unsubscribers = [
    leader.subscribe((isLeader) => {
      if (isLeader && !halted) scheduler.start();
      if (!isLeader) scheduler.stop();
      options.onLeaderChange?.(isLeader);
    }),
    online?.subscribe((isOnline) => scheduler.setOnline(isOnline)),
    visibility?.subscribe((visible) => {
      if (visible) scheduler.wake();
    }),
  ];

  return () => {
    // Release first so listeners hear the tab stop leading (scheduler stopped, indicator updated).
    leader.release();
    scheduler.stop();
    for (const unsubscribe of unsubscribers) unsubscribe?.();
    for (const drop of unregister) drop();
    online?.dispose();
    visibility?.dispose();
  };
}
