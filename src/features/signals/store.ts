import type { TradingSignal } from '@/api/signals';
import { db, type TraderDb } from '@/db/database';
import type { SignalNotifiedRow, SignalRow, SignalSeenRow } from '@/db/types';

/** Replaces the polled list (what is due now) in one transaction. */
export async function saveSignals(signals: readonly TradingSignal[], now: number, database: TraderDb = db): Promise<void> {
  const rows: SignalRow[] = signals.map((signal) => ({ ...signal, receivedAt: now }));
  await database.transaction('rw', database.signals, async () => {
    await database.signals.clear();
    await database.signals.bulkPut(rows);
  });
}

export async function markSignalShown(id: string, day: string, database: TraderDb = db): Promise<void> {
  const row: SignalSeenRow = { id, day };
  await database.signalsSeen.put(row);
}

/**
 * "Shown today" as a claim: reads and writes the mark in one readwrite transaction, which IndexedDB runs one at a
 * time across every tab of the origin, so of two visible tabs deciding at once exactly one gets true and shows it.
 */
export async function claimSignal(id: string, day: string, database: TraderDb = db): Promise<boolean> {
  return database.transaction('rw', database.signalsSeen, async () => {
    const seen = await database.signalsSeen.get(id);
    if (seen?.day === day) return false;
    const row: SignalSeenRow = { id, day };
    await database.signalsSeen.put(row);
    return true;
  });
}

export async function readSignalState(database: TraderDb = db): Promise<{ signals: SignalRow[]; seen: Map<string, string> }> {
  const [signals, seen] = await Promise.all([database.signals.toArray(), database.signalsSeen.toArray()]);
  return { signals, seen: new Map(seen.map((row) => [row.id, row.day])) };
}

/**
 * "Notified today" as a claim, like claimSignal: the poll runs every 300 s while the app is hidden, and a dismissed
 * system notification must not come back on each run; one readwrite transaction, so two tabs cannot both send it.
 */
export async function claimNotification(id: string, day: string, database: TraderDb = db): Promise<boolean> {
  return database.transaction('rw', database.signalsNotified, async () => {
    const notified = await database.signalsNotified.get(id);
    if (notified?.day === day) return false;
    const row: SignalNotifiedRow = { id, day };
    await database.signalsNotified.put(row);
    return true;
  });
}
