import { useEffect, useEffectEvent, useState } from 'react';
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

/**
 * A screen's load into its last copy: runs `load` (which fetches and saves) when the screen opens and whenever
 * `key` changes (a language, a range), aborting the one before. True while the last load failed — the screen then
 * says so beside the copy it still shows.
 */
export function useCopyRefresh(key: string, load: (signal: AbortSignal) => Promise<unknown>): boolean {
  const [failed, setFailed] = useState(false);
  const run = useEffectEvent((signal: AbortSignal) =>
    load(signal)
      .then(() => setFailed(false))
      .catch(() => {
        if (!signal.aborted) setFailed(true);
      }),
  );
  // oxlint-disable-next-line react/exhaustive-effect-dependencies -- `key` is the trigger: a new one loads again
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [key]);
  return failed;
}
