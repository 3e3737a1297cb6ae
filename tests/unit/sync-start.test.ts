import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { startSync, type StartSyncOptions, type SyncTask } from '@/sync/index';
import type { OnlineEnvironment, VisibilityEnvironment } from '@/sync/online';
import { FakeLockManager } from './sync-fake-locks';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  for (const stop of running.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const running: (() => void)[] = [];

/** A browser-ish tab: its own window/document events, shared locks, and its own startSync. */
class FakeTab {
  readonly window = new EventTarget();
  readonly navigator: { onLine: boolean };
  readonly document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  readonly leaderChanges: boolean[] = [];
  readonly stop: () => void;

  constructor(locks: FakeLockManager | null, tasks: readonly SyncTask[], options: StartSyncOptions = {}, onLine = true) {
    this.navigator = { onLine };
    const online: OnlineEnvironment = { target: this.window, navigator: this.navigator };
    const visibility: VisibilityEnvironment = { target: this.document };
    this.stop = startSync(tasks, {
      ...options,
      onLeaderChange: (isLeader) => this.leaderChanges.push(isLeader),
      env: { random: () => 0.5, locks, online, visibility, ...options.env },
    });
    running.push(this.stop);
  }

  goOffline(): void {
    this.navigator.onLine = false;
    this.window.dispatchEvent(new Event('offline'));
  }

  goOnline(): void {
    this.navigator.onLine = true;
    this.window.dispatchEvent(new Event('online'));
  }

  setVisible(visible: boolean): void {
    this.document.visibilityState = visible ? 'visible' : 'hidden';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }

  isLeader(): boolean {
    return this.leaderChanges.at(-1) ?? false;
  }
}

/** One shared log of runs: which tab ran the task, and when. */
function countingTask(log: { tab: string; at: number }[], tabName: string, intervalMs = 90_000): SyncTask {
  return {
    name: 'user',
    intervalMs,
    async run() {
      log.push({ tab: tabName, at: Date.now() });
    },
  };
}

describe('startSync across tabs', () => {
  it('three tabs make exactly as many runs as one tab over the same time, all in the leader', async () => {
    const alone: { tab: string; at: number }[] = [];
    const single = new FakeTab(new FakeLockManager(), [countingTask(alone, 'solo')]);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    single.stop();

    vi.setSystemTime(0);
    const locks = new FakeLockManager();
    const shared: { tab: string; at: number }[] = [];
    const tabs = ['a', 'b', 'c'].map((name) => new FakeTab(locks, [countingTask(shared, name)]));
    await vi.advanceTimersByTimeAsync(30 * 60_000);

    expect(alone.length).toBe(21); // 0, 90 s, …, 1 800 s
    expect(shared.length).toBe(alone.length);
    expect(new Set(shared.map((run) => run.tab))).toEqual(new Set(['a']));
    expect(tabs.map((t) => t.isLeader())).toEqual([true, false, false]);
  });

  it('when the leader tab closes, a waiting tab takes over the polling', async () => {
    const locks = new FakeLockManager();
    const log: { tab: string; at: number }[] = [];
    const a = new FakeTab(locks, [countingTask(log, 'a')]);
    const b = new FakeTab(locks, [countingTask(log, 'b')]);
    await vi.advanceTimersByTimeAsync(100_000); // a ran at 0 and 90 s
    a.stop();
    await vi.advanceTimersByTimeAsync(100_000);

    expect(a.leaderChanges).toEqual([true, false]);
    expect(b.leaderChanges).toEqual([true]);
    expect(log).toEqual([
      { tab: 'a', at: 0 },
      { tab: 'a', at: 90_000 },
      { tab: 'b', at: 100_000 },
      { tab: 'b', at: 190_000 },
    ]);
  });

  it('pauses while offline and resumes within 1 s of the online event', async () => {
    const log: { tab: string; at: number }[] = [];
    const tab = new FakeTab(null, [countingTask(log, 'a', 10_000)]);
    await vi.advanceTimersByTimeAsync(1_000);
    tab.goOffline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.map((run) => run.at)).toEqual([0]);
    tab.goOnline(); // t = 61 000
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.map((run) => run.at)).toEqual([0, 61_500]);
  });

  it('a tab opened offline polls only once the network is back', async () => {
    const log: { tab: string; at: number }[] = [];
    const tab = new FakeTab(null, [countingTask(log, 'a')], {}, false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(log).toEqual([]);
    tab.goOnline();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.map((run) => run.at)).toEqual([300_500]);
  });

  it('runs overdue work promptly when a hidden tab becomes visible again', async () => {
    const log: { tab: string; at: number }[] = [];
    const tab = new FakeTab(null, [countingTask(log, 'a')]);
    await vi.advanceTimersByTimeAsync(1);
    tab.setVisible(false);
    vi.setSystemTime(600_000); // throttled while hidden: the 90 s timer never fired
    tab.setVisible(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.map((run) => run.at)).toEqual([0, 600_500]);
  });

  it('stops polling for good on a 401 and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const authErrors: ApiError[] = [];
    let runs = 0;
    const failing: SyncTask = {
      name: 'user',
      intervalMs: 1_000,
      async run() {
        runs += 1;
        throw new ApiError('auth', 'Your session has ended', 401);
      },
    };
    const tab = new FakeTab(new FakeLockManager(), [failing], { onAuthError: (error) => authErrors.push(error) });
    await vi.advanceTimersByTimeAsync(600_000);
    tab.goOffline();
    tab.goOnline();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toBe(1);
    expect(authErrors.map((error) => error.kind)).toEqual(['auth']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps retrying other failures with backoff', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let runs = 0;
    const flaky: SyncTask = {
      name: 'user',
      intervalMs: 90_000,
      async run() {
        runs += 1;
        throw new ApiError('network', 'Failed to fetch');
      },
    };
    const tab = new FakeTab(null, [flaky]);
    // random 0.5: retries after 90 s, 180 s, then 150 s each (half the 5 min cap).
    await vi.advanceTimersByTimeAsync(90_000 + 180_000 + 150_000);
    expect(runs).toBe(4);
    expect(tab.isLeader()).toBe(true);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('stop() aborts the run in flight and leaves no timers behind', async () => {
    let signal: AbortSignal | undefined;
    const slow: SyncTask = {
      name: 'user',
      intervalMs: 90_000,
      run: (s) => {
        signal = s;
        return new Promise((resolve) => s.addEventListener('abort', () => resolve()));
      },
    };
    const tab = new FakeTab(new FakeLockManager(), [slow]);
    await vi.advanceTimersByTimeAsync(10);
    expect(signal?.aborted).toBe(false);
    tab.stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
