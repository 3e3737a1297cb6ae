import type { TradingSignal } from '@/api/signals';
import type { EntityTable } from 'dexie';
import { db, type TraderDb } from '@/db/database';
import type { SignalNotifiedRow, SignalRow, SignalSeenRow } from '@/db/types';

/** Replaces the polled list (what is due now) in one transaction. */
export async function saveSignals(signals: readonly TradingSignal[], now: number, database: TraderDb = db): Promise<void> {
  const rows: SignalRow[] = signals.map((signal, rank) => ({ ...signal, receivedAt: now, rank }));
  await database.transaction('rw', database.signals, async () => {
    await database.signals.clear();
    await database.signals.bulkPut(rows);
  });
}

export async function markSignalShown(id: string, day: string, database: TraderDb = db): Promise<void> {
  const row: SignalSeenRow = { id, day };
  await database.signalsSeen.put(row);
}

/** A once-a-day mark per signal id, claimed in one readwrite transaction: IndexedDB runs those one at a time across
 * every tab of the origin, so of two tabs deciding at once exactly one gets true. */
async function claimForDay(
  database: TraderDb,
  table: EntityTable<SignalSeenRow | SignalNotifiedRow, 'id'>,
  id: string,
  day: string,
): Promise<boolean> {
  return database.transaction('rw', table, async () => {
    const mark = await table.get(id);
    if (mark?.day === day) return false;
    await table.put({ id, day });
    return true;
  });
}

/** "Shown today": of two visible tabs deciding at once exactly one shows the popup. */
export async function claimSignal(id: string, day: string, database: TraderDb = db): Promise<boolean> {
  return claimForDay(database, database.signalsSeen, id, day);
}

export async function readSignalState(database: TraderDb = db): Promise<{ signals: SignalRow[]; seen: Map<string, string> }> {
  const [rows, seen] = await Promise.all([database.signals.toArray(), database.signalsSeen.toArray()]);
  // In the server's order, as it was polled (the pop-up and the notification take the first due one).
  const signals = rows.toSorted((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  return { signals, seen: new Map(seen.map((row) => [row.id, row.day])) };
}

/**
 * "Notified today": the poll runs every 300 s while the app is hidden, and a dismissed system notification must not
 * come back on each run, nor be sent by two tabs.
 */
export async function claimNotification(id: string, day: string, database: TraderDb = db): Promise<boolean> {
  return claimForDay(database, database.signalsNotified, id, day);
}
