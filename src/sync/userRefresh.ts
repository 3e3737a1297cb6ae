import { createUserRefreshTask } from './tasks/user';

/**
 * A refresh of the user asked for outside the poller's 90 s: a screen that spends money opens, and the balance it
 * shows must be the server's, not the copy from before a deposit made in another tab, on another device or by the
 * server itself. It runs the poller's own user task (read /api/fraud/user, store it), so every tab's live read of the
 * stored user follows; it is not tied to the poller's leader, because the leader may be another tab.
 */
export interface UserRefresherDeps {
  /** One refresh: the user task's run. */
  run: (signal: AbortSignal) => Promise<void>;
  isOnline: () => boolean;
}

/**
 * Returns request(): resolves when a refresh that started after the call has ended. Calls made before the next run
 * starts share it (two screens opening together, React's development double effects); a call made while a run is
 * in flight waits for one more, since the run in flight may have been answered before the deposit it should show.
 * Offline nothing is asked: the stored user stays. A failure is left to the poller, which retries with backoff
 * (a 401 has already begun the logout in the api layer).
 */
export function createUserRefresher(deps: UserRefresherDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  // The run not started yet that every request until then shares.
  let next: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await deps.run(new AbortController().signal);
    } catch {
      // Kept quiet: the screen goes on with the stored user, as it would offline.
    } finally {
      running = null;
    }
  }

  return function request(): Promise<void> {
    if (!deps.isOnline()) return Promise.resolve();
    next ??= (running ?? Promise.resolve()).then(() => {
      next = null;
      running = runOnce();
      return running;
    });
    return next;
  };
}

let shared: (() => Promise<void>) | null = null;

/** The app's one refresher (module state: every screen of this tab shares its runs). */
export function requestUserRefresh(): Promise<void> {
  if (!shared) {
    const task = createUserRefreshTask();
    shared = createUserRefresher({ run: (signal) => task.run(signal), isOnline: () => navigator.onLine });
  }
  return shared();
}
