import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { type Periodic, startPeriodic } from '../lib/periodic.ts';
import { issueMarketSignals } from './issue.ts';
import type { SignalSource } from './types.ts';

/** Checked well inside each 5-minute bar, so a signal comes out within half a minute of its bar's close. */
export const SIGNAL_CHECK_MS = 30_000;

/**
 * Runs the market rule on the server clock in this process (server/start.ts; tests call issueMarketSignals with a
 * clock of their own instead). stop() waits for a check in flight, so the database can close after it.
 */
export function startSignalScheduler(deps: { db: Db; clock: Clock; source: SignalSource }, intervalMs = SIGNAL_CHECK_MS): Periodic<number> {
  return startPeriodic('signal check', () => issueMarketSignals(deps.db, deps.source, deps.clock.now()), intervalMs);
}
