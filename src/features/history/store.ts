import { db, type TraderDb } from '@/db/database';
import type { HistoryKind, HistoryRow } from '@/db/types';

/** At most one history page (spec §9: 999) is kept per list; a longer list shows its newest rows offline. */
export const MAX_STORED_ROWS = 999;

/**
 * The last results of each list, kept so the screens open offline. One kind is replaced in one transaction
 * (bulk writes: one transaction per row would be ~10× slower on 999 rows).
 */
export async function saveLastResults<T extends { id: number }>(
  kind: HistoryKind,
  items: readonly T[],
  timeOf: (item: T) => number,
  database: TraderDb = db,
): Promise<void> {
  const rows: HistoryRow[] = items
    .slice(0, MAX_STORED_ROWS)
    .map((item) => ({ id: `${kind}:${item.id}`, kind, time: timeOf(item), payload: item }));
  await database.transaction('rw', database.history, async () => {
    await database.history.where('kind').equals(kind).delete();
    await database.history.bulkPut(rows);
  });
}

/** Newest first, through the [kind+time] index (no scan of the other kind). */
export async function readLastResults(kind: HistoryKind, database: TraderDb = db): Promise<unknown[]> {
  const rows = await database.history
    .where('[kind+time]')
    .between([kind, -Infinity], [kind, Infinity])
    // oxlint-disable-next-line unicorn/no-array-reverse -- Dexie's Collection.reverse(), not Array's
    .reverse()
    .toArray();
  return rows.map((row) => row.payload);
}
