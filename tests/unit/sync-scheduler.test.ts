import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createScheduler,
  MAX_BACKOFF_MS,
  systemClock,
  type Scheduler,
  type SchedulerOptions,
  type SyncTask,
} from '@/sync/scheduler';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Plays back the given values, then repeats the last one. */
function scripted(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

function makeScheduler(overrides: Partial<SchedulerOptions> = {}): Scheduler {
  return createScheduler({ clock: systemClock, random: () => 0.5, isOnline: () => true, ...overrides });
}

interface Recorder {
  task: SyncTask;
  /** Date.now() at the start of every run. */
  starts: number[];
  signals: AbortSignal[];
}

/** A task whose run takes `durationMs` (fake time) and then succeeds or fails as `outcome` says. */
function recorder(
  spec: Partial<SyncTask> & { durationMs?: number; outcome?: (run: number) => 'ok' | 'fail' } = {},
): Recorder {
  const starts: number[] = [];
  const signals: AbortSignal[] = [];
  const { durationMs = 0, outcome = () => 'ok', ...task } = spec;
  return {
    starts,
    signals,
    task: {
      name: 'task',
      intervalMs: 10_000,
      ...task,
      async run(signal) {
        starts.push(Date.now());
        signals.push(signal);
        const run = starts.length;
        if (durationMs > 0) await new Promise((resolve) => setTimeout(resolve, durationMs));
        if (outcome(run) === 'fail') throw new Error(`run ${run} failed`);
      },
    },
  };
}

/** The gaps between consecutive starts. */
function gaps(starts: number[]): number[] {
  return starts.slice(1).map((start, index) => start - (starts[index] ?? 0));
}

describe('first run and interval', () => {
  it('runs first after firstDelayMs, then every intervalMs', async () => {
    const r = recorder({ firstDelayMs: 5_000, intervalMs: 10_000 });
    const scheduler = makeScheduler();
    scheduler.register(r.task);
    scheduler.start();

    await vi.advanceTimersByTimeAsync(4_999);
    expect(r.starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.starts).toEqual([5_000]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.starts).toEqual([5_000, 15_000, 25_000, 35_000]);
    scheduler.stop();
  });

  it('defaults the first delay to 0', async () => {
    const r = recorder();
    const scheduler = makeScheduler();
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.starts).toEqual([0]);
    scheduler.stop();
  });

  it('does nothing before start(), and schedules tasks registered after start', async () => {
    const early = recorder({ name: 'early' });
    const late = recorder({ name: 'late', firstDelayMs: 2_000 });
    const scheduler = makeScheduler();
    scheduler.register(early.task);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(early.starts).toEqual([]);

    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    scheduler.register(late.task);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(early.starts).toEqual([60_000]);
    expect(late.starts).toEqual([63_000]);
    scheduler.stop();
  });

  it('measures the interval from the END of the previous run', async () => {
    const r = recorder({ intervalMs: 10_000, durationMs: 3_000 });
    const scheduler = makeScheduler();
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(r.starts).toEqual([0, 13_000, 26_000, 39_000]);
    scheduler.stop();
  });

  it('never overlaps a run, even when it outlasts the interval or runNow is called', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const scheduler = makeScheduler();
    scheduler.register({
      name: 'slow',
      intervalMs: 1_000,
      async run() {
        runs += 1;
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        running -= 1;
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);

    const first = scheduler.runNow('slow');
    const second = scheduler.runNow('slow');
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);

    await vi.advanceTimersByTimeAsync(4_800);
    await Promise.all([first, second]);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(18_500); // t = 23 500
    expect(maxRunning).toBe(1);
    expect(runs).toBe(4); // 0, 6 000, 12 000, 18 000
    scheduler.stop();
  });

  it('runNow runs an idle task at once and restarts its interval from that run', async () => {
    const r = recorder({ intervalMs: 10_000 });
    const scheduler = makeScheduler();
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(4_000);
    await scheduler.runNow('task');
    expect(r.starts).toEqual([0, 4_000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.starts).toEqual([0, 4_000, 14_000]);
    await expect(scheduler.runNow('missing')).rejects.toThrow('Unknown sync task');
    scheduler.stop();
  });

  it('refuses two tasks with one name', () => {
    const scheduler = makeScheduler();
    scheduler.register(recorder().task);
    expect(() => scheduler.register(recorder().task)).toThrow('already registered');
  });
});

describe('backoff', () => {
  it('is full jitter over min(cap, interval * 2^failures), never under 1 s', () => {
    expect(backoffDelay(1, 10_000, () => 0.5)).toBe(10_000);
    expect(backoffDelay(2, 10_000, () => 0.5)).toBe(20_000);
    expect(backoffDelay(3, 10_000, () => 0.25)).toBe(20_000);
    expect(backoffDelay(10, 10_000, () => 0.999)).toBeCloseTo(0.999 * MAX_BACKOFF_MS);
    expect(backoffDelay(100, 10_000, () => 0.5)).toBe(MAX_BACKOFF_MS / 2);
    expect(backoffDelay(1, 10_000, () => 0)).toBe(1_000);
    expect(backoffDelay(1, 100, () => 0.9)).toBe(1_000);
    expect(MAX_BACKOFF_MS).toBe(300_000);
  });

  it('grows exponentially while a task keeps failing, and is capped at 5 minutes', async () => {
    const r = recorder({ intervalMs: 10_000, outcome: () => 'fail' });
    const errors: string[] = [];
    const scheduler = makeScheduler({ random: () => 0.5, onError: (_error, name) => errors.push(name) });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000_000);
    // 0.5 × 20 s, 40 s, 80 s, 160 s, then 0.5 × the 300 s cap.
    expect(gaps(r.starts).slice(0, 6)).toEqual([10_000, 20_000, 40_000, 80_000, 150_000, 150_000]);
    expect(errors.length).toBe(r.starts.length);
    expect(errors.every((name) => name === 'task')).toBe(true);
    scheduler.stop();
  });

  it('takes its jitter from the injected random source', async () => {
    const r = recorder({ intervalMs: 10_000, outcome: () => 'fail' });
    const scheduler = makeScheduler({ random: scripted(0.1, 0.9, 0, 0.75) });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(gaps(r.starts).slice(0, 4)).toEqual([2_000, 36_000, 1_000, 120_000]);
    scheduler.stop();
  });

  it('resets after a success: the next gap is the interval, the next failure starts over', async () => {
    // Runs 1 and 2 fail, 3 succeeds, 4 fails, then everything succeeds.
    const r = recorder({ intervalMs: 10_000, outcome: (run) => (run === 1 || run === 2 || run === 4 ? 'fail' : 'ok') });
    const scheduler = makeScheduler({ random: () => 0.5 });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(gaps(r.starts).slice(0, 5)).toEqual([10_000, 20_000, 10_000, 10_000, 10_000]);
    scheduler.stop();
  });
});

describe('online and offline', () => {
  it('runs nothing while offline and resumes overdue tasks within 1 s of reconnecting', async () => {
    const r = recorder({ intervalMs: 10_000 });
    const scheduler = makeScheduler({ random: () => 0.7 });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.starts).toEqual([0]);

    scheduler.setOnline(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(r.starts).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);

    scheduler.setOnline(true); // at 121 000, long overdue
    await vi.advanceTimersByTimeAsync(699);
    expect(r.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.starts).toEqual([0, 121_700]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.starts).toEqual([0, 121_700, 131_700]);
    scheduler.stop();
  });

  it('every due task runs within 1 s after reconnecting; one not yet due keeps its time', async () => {
    const a = recorder({ name: 'a', intervalMs: 5_000 });
    const b = recorder({ name: 'b', intervalMs: 5_000 });
    const notDue = recorder({ name: 'notDue', intervalMs: 60_000 });
    const scheduler = makeScheduler({ random: scripted(0.2, 0.99) });
    for (const r of [a, b, notDue]) scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1);
    scheduler.setOnline(false);
    await vi.advanceTimersByTimeAsync(9_999); // t = 10 000
    scheduler.setOnline(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(a.starts).toEqual([0, 10_200]);
    expect(b.starts).toEqual([0, 10_990]);
    expect(notDue.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(notDue.starts).toEqual([0, 60_000]);
    scheduler.stop();
  });

  it('starts nothing when created offline until the network returns', async () => {
    const r = recorder();
    let online = false;
    const scheduler = makeScheduler({ isOnline: () => online, random: () => 0 });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.starts).toEqual([]);
    await scheduler.runNow('task');
    expect(r.starts).toEqual([]);
    online = true;
    scheduler.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.starts).toEqual([30_000]);
    scheduler.stop();
  });

  it('does not count a failure caused by going offline mid-run towards the backoff', async () => {
    const r = recorder({ intervalMs: 10_000, durationMs: 1_000, outcome: (run) => (run === 2 ? 'fail' : 'ok') });
    const scheduler = makeScheduler({ random: () => 0.5 });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(11_500); // run 2 started at 11 000
    scheduler.setOnline(false);
    await vi.advanceTimersByTimeAsync(5_000); // it failed at 12 000, offline
    scheduler.setOnline(true); // t = 16 500: due since 12 000, runs 0.5 s later
    await vi.advanceTimersByTimeAsync(500);
    expect(r.starts).toEqual([0, 11_000, 17_000]);
    scheduler.stop();
  });

  it('wake() runs overdue tasks within 1 s when throttled timers fell behind', async () => {
    const r = recorder({ intervalMs: 90_000 });
    const scheduler = makeScheduler({ random: () => 0.3 });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1);
    // A hidden tab: the wall clock moves on, the throttled timer has not fired.
    vi.setSystemTime(400_000);
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(300);
    expect(r.starts).toEqual([0, 400_300]);
    scheduler.stop();
  });
});

describe('stop and unregister', () => {
  it('stop() aborts the run in flight and clears every timer', async () => {
    const r = recorder({ durationMs: 60_000 });
    const scheduler = makeScheduler();
    scheduler.register(r.task);
    scheduler.register(recorder({ name: 'other', firstDelayMs: 5_000 }).task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.signals[0]?.aborted).toBe(false);
    expect(scheduler.isRunning()).toBe(true);

    scheduler.stop();
    expect(r.signals[0]?.aborted).toBe(true);
    expect(scheduler.isRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(r.starts).toEqual([0]);
  });

  it('a restart waits for the aborted run to end instead of overlapping it', async () => {
    let finish: (() => void) | undefined;
    const starts: number[] = [];
    const scheduler = makeScheduler();
    scheduler.register({
      name: 'stubborn',
      intervalMs: 10_000,
      async run() {
        starts.push(Date.now());
        // Ignores its signal, like a fetch that cannot be cancelled.
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    scheduler.stop();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(starts).toEqual([0]);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 6_000]);
    scheduler.stop();
    finish?.();
  });

  it('a stopped scheduler starts afresh (first delay, no leftover backoff)', async () => {
    const r = recorder({ firstDelayMs: 1_000, intervalMs: 10_000, outcome: (run) => (run <= 2 ? 'fail' : 'ok') });
    const scheduler = makeScheduler({ random: () => 0.9 });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(20_000); // runs at 1 000 and 19 000 fail
    scheduler.stop();
    scheduler.start(); // t = 20 000
    await vi.advanceTimersByTimeAsync(11_000);
    expect(r.starts).toEqual([1_000, 19_000, 21_000, 31_000]);
    scheduler.stop();
  });

  it('unregister aborts the task and removes it for good', async () => {
    const r = recorder({ durationMs: 5_000 });
    const scheduler = makeScheduler();
    const unregister = scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    unregister();
    unregister();
    expect(r.signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(r.starts).toEqual([0]);
    // The name is free again.
    scheduler.register(recorder().task);
    scheduler.stop();
  });

  it('an onError handler may stop the scheduler (what a 401 does)', async () => {
    const r = recorder({ outcome: () => 'fail' });
    const scheduler: Scheduler = makeScheduler({ onError: () => scheduler.stop() });
    scheduler.register(r.task);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(r.starts).toEqual([0]);
    expect(scheduler.isRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
