import { describe, expect, it } from 'vitest';
import { createUserRefresher } from '@/sync/userRefresh';

// The refresh a money screen asks for when it opens: the poller's user task run once more, now, never on a stale
// answer that was already on its way, and nothing at all offline.

/** A user task whose runs the test ends one by one. */
function scriptedRun() {
  const runs: Array<{ end: () => void; fail: (error: unknown) => void }> = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ end: resolve, fail: reject });
    });
  return { run, runs };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('a user refresh asked for outside the poller', () => {
  it('runs the user task once for one request, and resolves when that run has ended', async () => {
    const { run, runs } = scriptedRun();
    const request = createUserRefresher({ run, isOnline: () => true });
    let done = false;
    void request().then(() => (done = true));
    await settle();
    expect(runs).toHaveLength(1);
    expect(done).toBe(false);
    runs[0]?.end();
    await settle();
    expect(done).toBe(true);
  });

  it('shares one run between the requests made before it starts (screens opening together, double effects)', async () => {
    const { run, runs } = scriptedRun();
    const request = createUserRefresher({ run, isOnline: () => true });
    const first = request();
    const second = request();
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]?.end();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(runs).toHaveLength(1);
  });

  it('asks once more after a run already in flight, which may carry the balance from before', async () => {
    const { run, runs } = scriptedRun();
    const request = createUserRefresher({ run, isOnline: () => true });
    void request();
    await settle();
    let done = false;
    void request().then(() => (done = true));
    void request();
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]?.end();
    await settle();
    expect(runs).toHaveLength(2);
    expect(done).toBe(false);
    runs[1]?.end();
    await settle();
    expect(done).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it('asks nothing offline: the stored user stays', async () => {
    const { run, runs } = scriptedRun();
    const request = createUserRefresher({ run, isOnline: () => false });
    await expect(request()).resolves.toBeUndefined();
    await settle();
    expect(runs).toHaveLength(0);
  });

  it('a failed run ends the request quietly, and the next request runs again', async () => {
    const { run, runs } = scriptedRun();
    const request = createUserRefresher({ run, isOnline: () => true });
    const failed = request();
    await settle();
    runs[0]?.fail(new Error('network'));
    await expect(failed).resolves.toBeUndefined();
    void request();
    await settle();
    expect(runs).toHaveLength(2);
  });
});
