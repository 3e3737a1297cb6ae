import { db, type TraderDb } from './database';
import type { User, UserRow } from './types';

export { pageUserArrivedAt, unchangedAsLast } from './userState';

/** Stores the latest user answer (login or the 90 s refresh) as the one 'me' row. */
export async function saveUser(user: User, database: TraderDb = db, now: number = Date.now()): Promise<void> {
  const row: UserRow = { key: 'me', user, updatedAt: now };
  await database.user.put(row);
}

/** The stored user, or null when nobody is signed in on this device (or after logout). */
export async function readUser(database: TraderDb = db): Promise<User | null> {
  const row = await database.user.get('me');
  return row?.user ?? null;
}
