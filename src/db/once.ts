import { db, type TraderDb } from './database';

/*
 * "Once across all tabs": the first caller to claim `value` under `key` gets true, every later caller (this tab,
 * another tab, after a reload) false. One IndexedDB read-write transaction makes the check and the write atomic
 * between tabs. The claims live in the lists table (`once.` keys), so logout clears them with the user's data.
 */
export async function claimOnce(key: string, value: string, database: TraderDb = db): Promise<boolean> {
  const id = `once.${key}`;
  return database.transaction('rw', database.lists, async () => {
    const row = await database.lists.get(id);
    if (row?.value === value) return false;
    await database.lists.put({ key: id, value, updatedAt: Date.now() });
    return true;
  });
}
