// The server's notion of "now". Production runs on the real clock; the sandbox can move it forward
// (POST /sandbox/clock) so invoice expiry, day limits and session lifetimes can be tested without waiting.

export type Clock = {
  now(): Date;
  offsetMs(): number;
  /** Moves the clock forward and returns the new offset from real time. */
  advance(ms: number): Promise<number>;
};

/**
 * Where the offset lives. The database keeps it, so a restart keeps it; a process reads it when it starts and
 * then knows its own advances (the sandbox is driven through one process).
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
  };
}

export function memoryOffsetStore(initial = 0): OffsetStore {
  let offset = initial;
  return {
    load: async () => offset,
    add: async (ms) => (offset += ms),
  };
}
