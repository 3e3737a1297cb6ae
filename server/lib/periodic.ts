import { safeErrorText } from './log-safe.ts';

// A job the server runs on a timer (settlement, closing tournaments): one run at a time, a failed run retried on
// the next tick (it must never stop the loop), and a stop that waits for the run in flight so the database can
// close after it. Every process may run these jobs: each one's guarded updates make it count once.

export type Periodic<T> = {
  /** One run now (the timer's job; tests call it directly). A call during a run shares that run. */
  run(): Promise<T>;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
  /** True once stop() was called (a long job checks it between batches). */
  stopped(): boolean;
};

export function startPeriodic<T>(label: string, job: () => Promise<T>, intervalMs: number): Periodic<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<T> | null = null;
  let stopped = false;

  const run = (): Promise<T> => {
    running ??= job().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void run()
        .catch((error: unknown) => console.warn(`${label} failed; retrying: ${safeErrorText(error)}`))
        .finally(schedule);
    }, intervalMs);
    // The servers keep the process alive; a job alone must not.
    timer.unref();
  };
  schedule();

  return {
    run,
    stopped: () => stopped,
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
