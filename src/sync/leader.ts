import type { LockRequester } from '@/lib/webLocks';

/**
 * Leader election across tabs with the Web Locks API: the tab holding the lock runs the pollers. The lock
 * is held for the tab's lifetime (a callback promise that only settles on release()); the browser frees it
 * when the tab closes or crashes, and the next queued tab is granted it — no heartbeats, no stale leaders.
 */

export const LEADER_LOCK_NAME = 'trader-poller-leader';


export interface LeaderElection {
  isLeader(): boolean;
  /** Called on every change of leadership; returns the unsubscribe function. */
  subscribe(listener: (isLeader: boolean) => void): () => void;
  /** Stops competing: gives up the lock if held, leaves the queue if waiting. Idempotent. */
  release(): void;
}

export interface ElectLeaderOptions {
  /** `navigator.locks`; null or undefined where the browser lacks Web Locks (then this tab just leads). */
  locks: LockRequester | null | undefined;
  name?: string;
}

export function electLeader({ locks, name = LEADER_LOCK_NAME }: ElectLeaderOptions): LeaderElection {
  const listeners = new Set<(isLeader: boolean) => void>();
  let leader = false;
  let released = false;
  let letGo: (() => void) | undefined;
  const abort = new AbortController();

  function setLeader(next: boolean): void {
    if (next === leader) return;
    leader = next;
    for (const listener of listeners) listener(next);
  }

  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });

  if (!locks) {
    // No Web Locks (old browser, some embedded views): assume a single tab rather than never polling.
    queueMicrotask(() => {
      if (!released) setLeader(true);
    });
  } else {
    locks
      .request(name, { mode: 'exclusive', signal: abort.signal }, async () => {
        if (released) return;
        setLeader(true);
        await held;
        setLeader(false);
      })
      .catch((error: unknown) => {
        // An abort is our own release() while still queued; anything else means the API is unusable
        // here (e.g. an opaque origin), so fall back to single-tab behaviour.
        if (released || abort.signal.aborted) return;
        console.warn('Web Locks unavailable, polling from this tab', error);
        setLeader(true);
      });
  }

  return {
    isLeader: () => leader,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    release() {
      if (released) return;
      released = true;
      letGo?.();
      abort.abort();
      setLeader(false);
    },
  };
}
