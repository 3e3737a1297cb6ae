import type { TradingSignal } from '@/api/signals';
import { db, type TraderDb } from '@/db/database';
import type { SignalRow, SignalSeenRow } from '@/db/types';

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

export async function readSignalState(database: TraderDb = db): Promise<{ signals: SignalRow[]; seen: Map<string, string> }> {
  const [signals, seen] = await Promise.all([database.signals.toArray(), database.signalsSeen.toArray()]);
  return { signals, seen: new Map(seen.map((row) => [row.id, row.day])) };
}
