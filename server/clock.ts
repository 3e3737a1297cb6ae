// The server's notion of "now". Production runs on the real clock; the sandbox can move it forward
// (POST /sandbox/clock) so invoice expiry, day limits and session lifetimes can be tested without waiting.

export type Clock = {
  now(): Date;
  offsetMs(): number;
  /** Moves the clock forward and returns the new offset from real time. */
  advance(ms: number): Promise<number>;
  /** Re-reads the stored offset: another process sharing the database may have moved the clock. */
  refresh(): Promise<void>;
};

/**
 * Where the offset lives. The database keeps it, so a restart keeps it; a process reads it when it starts, knows its
 * own advances at once, and picks up other processes' advances on refresh() (server/start.ts: every second).
 */
export type OffsetStore = {
  load(): Promise<number>;
  /** Adds atomically and returns the stored total. */
  add(ms: number): Promise<number>;
};

export async function createClock(store: OffsetStore, realNow: () => number = Date.now): Promise<Clock> {
  let offset = await store.load();
  return {
    now: () => new Date(realNow() + offset),
    offsetMs: () => offset,
    async advance(ms) {
      offset = await store.add(ms);
      return offset;
    },
    async refresh() {
      offset = await store.load();
    },
  };
}

export const CLOCK_REFRESH_MS = 1_000;

/** Keeps a clock in step with the stored offset; returns the stop function. */
export function followStoredOffset(clock: Clock, intervalMs: number = CLOCK_REFRESH_MS): () => void {
  const timer = setInterval(() => {
    // A missed refresh (database restarting) is caught up by the next one.
    clock.refresh().catch(() => {});
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function memoryOffsetStore(initial = 0): OffsetStore {
  let offset = initial;
  return {
    load: async () => offset,
    add: async (ms) => (offset += ms),
  };
}
