import { db, type TraderDb } from '@/db/database';
import type { HistoryKind, HistoryRow } from '@/db/types';

/** At most one history page (spec §9: 999) is kept per list; a longer list shows its newest rows offline. */
export const MAX_STORED_ROWS = 999;

/**
 * The last results of each list with the filters they were loaded with, kept so the screens open offline. One
 * kind is replaced in one transaction (bulk writes: one transaction per row would be ~10× slower on 999 rows).
 */
export async function saveLastResults<T extends { id: number }>(
  kind: HistoryKind,
  filters: string,
  items: readonly T[],
  timeOf: (item: T) => number,
  database: TraderDb = db,
): Promise<void> {
  const rows: HistoryRow[] = items
    .slice(0, MAX_STORED_ROWS)
    .map((item) => ({ id: `${kind}:${item.id}`, kind, time: timeOf(item), payload: item, filters }));
  await database.transaction('rw', database.history, async () => {
    await database.history.where('kind').equals(kind).delete();
    await database.history.bulkPut(rows);
  });
}

export type StoredResults = { filters: string | null; items: unknown[] };

/** Newest first, through the [kind+time] index (no scan of the other kind), with the filters they were loaded with. */
export async function readLastResults(kind: HistoryKind, database: TraderDb = db): Promise<StoredResults> {
  const rows = await database.history
    .where('[kind+time]')
    .between([kind, -Infinity], [kind, Infinity])
    // oxlint-disable-next-line unicorn/no-array-reverse -- Dexie's Collection.reverse(), not Array's
    .reverse()
    .toArray();
  return { filters: rows[0]?.filters ?? null, items: rows.map((row) => row.payload) };
}

/** The key of a list's filters as stored with its rows: equal keys, same filters. */
export function filterKey(filters: readonly unknown[]): string {
  return JSON.stringify(filters);
}

/** The key of a list's rows of one account (its id first): a copy of another account's rows is never shown. */
export function scopedFilterKey(accountId: number, filters: readonly unknown[]): string {
  return `${accountId}#${filterKey(filters)}`;
}

const accountOfKey = (key: string | null): string | null => (key === null ? null : (/^(\d+)#/.exec(key)?.[1] ?? null));

export type OfflineCopy<T> = { kind: 'none' } | { kind: 'copy'; items: T[]; otherFilters: boolean };

/**
 * What an offline list shows from its stored copy: nothing when there is none; else the rows, marked when they were
 * loaded with other filters (rows of unknown filters count as other), so a trader never takes them for the answer.
 */
export function offlineCopy<T>(stored: { filters: string | null; items: readonly T[] }, filters: string): OfflineCopy<T> {
  if (stored.items.length === 0) return { kind: 'none' };
  // Rows of another account (or kept before lists followed the account) are no copy of this one's, whatever the filters.
  if (accountOfKey(filters) !== accountOfKey(stored.filters)) return { kind: 'none' };
  return { kind: 'copy', items: [...stored.items], otherFilters: stored.filters !== filters };
}
