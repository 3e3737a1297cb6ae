import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserCaches, deleteUserCaches } from '@/app/pwa/clearUserCaches';
import { announceUpdate, pendingUpdate, subscribeToUpdate } from '@/app/pwa/updateStore';
import { whenNetworkQuiet } from '@/app/pwa/whenNetworkQuiet';
import { resolvedFlag } from './waiting';

function fakeCaches(names: string[]) {
  const store = new Set(names);
  return {
    store,
    keys: async () => [...store],
    delete: async (name: string) => store.delete(name),
  };
}

// Waits are measured on fake timers: a wall clock on a loaded (or NTP-stepped) CI machine is no ruler.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type Posted = { message: unknown; port: MessagePort | undefined };

function fakeWorker(answer: boolean) {
  const posted: Posted[] = [];
  return {
    posted,
    postMessage(message: unknown, transfer: Transferable[]) {
      const port = transfer[0] as MessagePort | undefined;
      posted.push({ message, port });
      if (answer) port?.postMessage({ type: 'USER_CACHES_CLEARED' });
    },
  };
}

describe('clearUserCaches', () => {
  it('deletes only user-* caches from the page', async () => {
    const caches = fakeCaches(['user-fragments-v1', 'user-other', 'workbox-precache-v2-http://x/']);
    await deleteUserCaches(caches);
    expect([...caches.store]).toEqual(['workbox-precache-v2-http://x/']);
  });

  it('also asks the worker and waits for its answer', async () => {
    const caches = fakeCaches(['user-fragments-v1']);
    const worker = fakeWorker(true);
    // A timeout far beyond the test's own: only the worker's answer can end the wait.
    await clearUserCaches({ caches, worker: async () => worker, timeoutMs: 600_000 });
    expect(worker.posted.map((p) => p.message)).toEqual([{ type: 'CLEAR_USER_CACHES' }]);
    expect(caches.store.size).toBe(0);
  });

  it('does not hang when the worker stays silent', async () => {
    const worker = fakeWorker(false);
    const done = resolvedFlag(clearUserCaches({ caches: fakeCaches([]), worker: async () => worker, timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(49);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    worker.posted[0]?.port?.close();
  });

  it('works without Cache Storage or a worker', async () => {
    await expect(clearUserCaches({ caches: null, worker: async () => null, timeoutMs: 50 })).resolves.toBeUndefined();
  });
});

describe('update store', () => {
  it('hands the waiting update to subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToUpdate(listener);
    const apply = vi.fn();
    announceUpdate(apply);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pendingUpdate()).toBe(apply);
    unsubscribe();
    announceUpdate(apply);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('whenNetworkQuiet', () => {
  it('resolves once nothing was fetched for the quiet period', async () => {
    const done = resolvedFlag(whenNetworkQuiet(30, 5000));
    await vi.advanceTimersByTimeAsync(29);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('never waits longer than the cap', async () => {
    const done = resolvedFlag(whenNetworkQuiet(5000, 40));
    await vi.advanceTimersByTimeAsync(39);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
