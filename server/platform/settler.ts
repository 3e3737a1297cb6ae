import type { Clock } from '../clock.ts';
import { startPeriodic } from '../lib/periodic.ts';
import { type Market, SETTLE_BATCH, settleAllDue } from './trading.ts';

// Settlement that does not wait for a read: a sweep every second on the server clock (POST /sandbox/clock moves
// it, so the next sweep settles what the jump made due). Reads still settle their trader's orders first, for an
// answer that is exact to the millisecond. Every process may run it: the guarded update credits once. An order whose
// closing price the quote source cannot give yet stays open, and a later sweep settles it.

export const SETTLE_INTERVAL_MS = 1_000;

export type Settler = {
  /** One sweep now (the timer's job; tests call it directly). Resolves with how many orders it settled. */
  sweep(): Promise<number>;
  /** Stops the timer and waits for a sweep in flight, so the database can close after it. */
  stop(): Promise<void>;
};

export function startSettler(deps: Market & { clock: Clock }, intervalMs: number = SETTLE_INTERVAL_MS): Settler {
  const periodic = startPeriodic(
    'settlement sweep',
    async () => {
      let total = 0;
      // A full batch means more may be due (a restart after downtime): keep going until one comes back short.
      for (;;) {
        const settled = await settleAllDue(deps, deps.clock.now());
        total += settled.length;
        if (settled.length < SETTLE_BATCH || periodic.stopped()) break;
      }
      return total;
    },
    intervalMs,
  );
  return { sweep: periodic.run, stop: periodic.stop };
}
