import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TraderDb } from './database';

/*
 * The last copy of a server list, so its screen opens offline (and at once) from what was last seen. The one
 * poller or the screen writes it after each successful load; every tab renders it through useLastCopy. Logout
 * clears it with the other user tables. Values are the wire shapes the api layer validated.
 */

export async function saveLastCopy(key: string, value: unknown, database: TraderDb = db): Promise<void> {
  await database.lists.put({ key, value, updatedAt: Date.now() });
}

export async function readLastCopy(key: string, database: TraderDb = db): Promise<{ value: unknown; updatedAt: number } | null> {
  const row = await database.lists.get(key);
  return row ? { value: row.value, updatedAt: row.updatedAt } : null;
}

/**
 * The stored copy of `key`, re-checked with `parse` (a copy written by an older build may have another shape:
 * then it counts as none). undefined while loading, null when there is none.
 */
export function useLastCopy<T>(key: string, parse: (value: unknown) => T | null): { value: T; updatedAt: number } | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.lists.get(key);
    if (!row) return null;
    const value = parse(row.value);
    return value === null ? null : { value, updatedAt: row.updatedAt };
  }, [key]);
}
