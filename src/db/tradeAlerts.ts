import { useLastCopy, readLastCopy, saveLastCopy } from './lastCopy';
import { db, type TraderDb } from './database';

// What this device does when a trade closes: the trader's sound choice (a device's, like its volume), and which
// closed trades were already announced, so a reload or the next poll never announces one twice.

const SOUND_KEY = 'prefs.trade_sound';
const ANNOUNCED_KEY = 'trades.announced';
/** Enough to cover every close a poll can carry (the server sends at most 20) many times over. */
const ANNOUNCED_KEPT = 200;

const parseSound = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const parseIds = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((id): id is number => typeof id === 'number') ? value : null;

export function saveTradeSound(on: boolean, database: TraderDb = db): Promise<void> {
  return saveLastCopy(SOUND_KEY, on, database);
}

/** Off unless the trader turned it on. */
export async function readTradeSound(database: TraderDb = db): Promise<boolean> {
  const row = await readLastCopy(SOUND_KEY, database);
  return parseSound(row?.value) ?? false;
}

/** The sound choice as every tab sees it; undefined while Dexie is read. */
export function useTradeSound(): boolean | undefined {
  const copy = useLastCopy(SOUND_KEY, parseSound);
  return copy === undefined ? undefined : (copy?.value ?? false);
}

/**
 * The ids among `ids` not announced yet, marked announced in the same transaction. The first call on this device
 * (after a sign-in) marks them all and returns none: closes from before the app was open are history, not news.
 */
export async function claimAnnouncements(ids: readonly number[], database: TraderDb = db): Promise<number[]> {
  return database.transaction('rw', database.lists, async () => {
    const row = await database.lists.get(ANNOUNCED_KEY);
    const known = row ? parseIds(row.value) : null;
    const fresh = known === null ? [] : ids.filter((id) => !known.includes(id));
    const kept = [...ids.filter((id) => !known?.includes(id)), ...(known ?? [])].slice(0, ANNOUNCED_KEPT);
    await database.lists.put({ key: ANNOUNCED_KEY, value: kept, updatedAt: Date.now() });
    return fresh;
  });
}
