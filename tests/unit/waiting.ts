import { vi } from 'vitest';

/**
 * Waits until `assertion` passes. Fake IndexedDB and Dexie run on real timers, which a cold or loaded CI
 * machine slows many times over: the default one-second `vi.waitFor` is too tight there, so wait up to 5 s
 * (a passing run still returns at once).
 */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: 5000, interval: 5 });
}

/** Whether `promise` has resolved yet: for checks that something has not happened before its time. */
export function resolvedFlag(promise: Promise<unknown>): () => boolean {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  return () => resolved;
}
