/**
 * The one scheduler for every poller (ARCHITECTURE.md §3 "One poller for all tabs"). Pure apart from the
 * injected clock: no globals, so tests drive it with fake timers and a scripted `random`.
 *
 * Rules: a task first runs `firstDelayMs` after start; the next run is scheduled when the previous one has
 * FINISHED (never two runs of one task at once); a failure backs off exponentially with full jitter; while
 * offline no timer is armed; on reconnect (or `wake()`) every task that is due runs within 0–1 s, spread by
 * jitter so tabs and tasks do not stampede the server together; `stop()` aborts the runs in flight.
 */

export type TimerId = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

export interface SyncTask {
  /** Unique among registered tasks. */
  name: string;
  intervalMs: number;
  /** Delay before the first run after start(); default 0. */
  firstDelayMs?: number;
  /** Aborted when the scheduler stops or the task is unregistered; a run should then end quietly. */
  run: (signal: AbortSignal) => Promise<void>;
}

export interface SchedulerOptions {
  clock: Clock;
  /** [0, 1) — Math.random in the app, scripted in tests. */
  random: () => number;
  /** Read at creation and at every start(); changes in between arrive through setOnline(). */
  isOnline: () => boolean;
  /** Told about every failed run (after the backoff is computed). May call stop(). */
  onError?: (error: unknown, taskName: string) => void;
  maxBackoffMs?: number;
}

export interface Scheduler {
  register(task: SyncTask): () => void;
  start(): void;
  stop(): void;
  setOnline(online: boolean): void;
  /** Re-checks due times, e.g. after a hidden tab's throttled timers: overdue tasks run within 1 s. */
  wake(): void;
  /** Runs the task now unless it is already running (then waits for that run). Resolves when it ends. */
  runNow(name: string): Promise<void>;
  isRunning(): boolean;
}

export const MAX_BACKOFF_MS = 5 * 60_000;
export const MIN_RETRY_MS = 1_000;
/** Due tasks start somewhere in this window after reconnecting or waking. */
export const RESUME_WINDOW_MS = 1_000;

/**
 * Full-jitter exponential backoff: random() * min(cap, interval * 2^failures), floored at 1 s so a
 * lucky draw near zero cannot turn into a tight retry loop.
 */
export function backoffDelay(
  failures: number,
  intervalMs: number,
  random: () => number,
  maxBackoffMs: number = MAX_BACKOFF_MS,
): number {
  const ceiling = Math.min(maxBackoffMs, intervalMs * 2 ** failures);
  return Math.max(MIN_RETRY_MS, random() * ceiling);
}

interface Entry {
  task: SyncTask;
  failures: number;
  /** When the next run is due; null until the scheduler (re)starts. */
  dueAt: number | null;
  timer: TimerId | null;
  /** The run in flight, if any. */
  inFlight: { controller: AbortController; done: Promise<void> } | null;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { clock, random, onError } = options;
  const maxBackoffMs = options.maxBackoffMs ?? MAX_BACKOFF_MS;
  const entries = new Map<string, Entry>();
  let started = false;
  let online = options.isOnline();

  const canRun = () => started && online;

  function disarm(entry: Entry): void {
    if (entry.timer !== null) {
      clock.clearTimeout(entry.timer);
      entry.timer = null;
    }
  }

  function armAt(entry: Entry, delayMs: number): void {
    disarm(entry);
    entry.timer = clock.setTimeout(() => {
      entry.timer = null;
      void execute(entry);
    }, Math.max(0, delayMs));
  }

  /** Arms the timer for the entry's due time; a due or overdue one starts within the resume window. */
  function armForDue(entry: Entry, jitterOverdue: boolean): void {
    if (!canRun() || entry.inFlight || entry.dueAt === null) return;
    const wait = entry.dueAt - clock.now();
    armAt(entry, wait <= 0 && jitterOverdue ? random() * RESUME_WINDOW_MS : wait);
  }

  function execute(entry: Entry): Promise<void> {
    if (entry.inFlight) return entry.inFlight.done;
    if (!canRun() || entries.get(entry.task.name) !== entry) return Promise.resolve();
    disarm(entry);
    const controller = new AbortController();
    // Marked in flight before the task is called, so even a synchronous throw cannot leave a stale mark.
    const inFlight = { controller, done: Promise.resolve() };
    entry.inFlight = inFlight;
    inFlight.done = runOnce(entry, controller);
    return inFlight.done;
  }

  async function runOnce(entry: Entry, controller: AbortController): Promise<void> {
    let failed = false;
    let failure: unknown;
    try {
      await entry.task.run(controller.signal);
    } catch (error) {
      failed = true;
      failure = error;
    }
    entry.inFlight = null;
    if (entries.get(entry.task.name) !== entry) return;
    if (controller.signal.aborted) {
      // Stopped mid-run. If start() came again meanwhile, its schedule waited for this run to end.
      armForDue(entry, false);
      return;
    }

    if (!failed) {
      entry.failures = 0;
      entry.dueAt = clock.now() + entry.task.intervalMs;
    } else if (!online) {
      // Lost the network mid-run: that says nothing about the server, so no backoff; retry on reconnect.
      entry.dueAt = clock.now();
    } else {
      entry.failures += 1;
      entry.dueAt = clock.now() + backoffDelay(entry.failures, entry.task.intervalMs, random, maxBackoffMs);
    }
    if (failed) onError?.(failure, entry.task.name);
    armForDue(entry, false);
  }

  function reschedule(jitterOverdue: boolean): void {
    for (const entry of entries.values()) armForDue(entry, jitterOverdue);
  }

  return {
    register(task) {
      if (entries.has(task.name)) throw new Error(`Sync task "${task.name}" is already registered`);
      const entry: Entry = { task, failures: 0, dueAt: null, timer: null, inFlight: null };
      entries.set(task.name, entry);
      if (started) {
        entry.dueAt = clock.now() + (task.firstDelayMs ?? 0);
        armForDue(entry, false);
      }
      return () => {
        if (entries.get(task.name) !== entry) return;
        entries.delete(task.name);
        disarm(entry);
        entry.inFlight?.controller.abort();
      };
    },

    start() {
      if (started) return;
      started = true;
      online = options.isOnline();
      const now = clock.now();
      for (const entry of entries.values()) {
        entry.dueAt = now + (entry.task.firstDelayMs ?? 0);
        armForDue(entry, false);
      }
    },

    stop() {
      if (!started) return;
      started = false;
      for (const entry of entries.values()) {
        disarm(entry);
        entry.inFlight?.controller.abort();
        entry.failures = 0;
        entry.dueAt = null;
      }
    },

    setOnline(next) {
      if (next === online) return;
      online = next;
      if (!online) {
        for (const entry of entries.values()) disarm(entry);
        return;
      }
      reschedule(true);
    },

    wake() {
      reschedule(true);
    },

    runNow(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`Unknown sync task "${name}"`));
      return execute(entry);
    },

    isRunning() {
      return started;
    },
  };
}

/** The real clock, looked up at call time so vitest's fake timers replace it too. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};
