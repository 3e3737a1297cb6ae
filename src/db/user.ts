import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TraderDb } from './database';
import type { User, UserRow } from './types';

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

/** The stored user as read during boot (primeUser), until the first live read supersedes it. */
let primed: User | null | undefined;

/** When this page's own copy of the user came from the server (see primeUser), or null for a page from the cache. */
let pageUserAt: number | null = null;

/** When the page arrived with the server's latest user (a load from the network signed in), else null. */
export function pageUserArrivedAt(): number | null {
  return pageUserAt;
}

/**
 * Readies the user for the trading shell's first render while the app's code and strings load (App's
 * preloadScreen), so it shows the balance at once. The user the page arrived with (`embedded`, a page loaded
 * signed in from the network) is the server's latest: it is used without waiting for IndexedDB to open and stored
 * for the live read. Otherwise the stored user is read, instead of one more IndexedDB round trip after the render.
 */
export async function primeUser(embedded: () => User | null = () => null): Promise<void> {
  const arrived = embedded();
  if (arrived) {
    pageUserAt = Date.now();
    primed = unchangedAsLast(arrived);
    // Queued before the live read's first query (Dexie runs them in order), which therefore finds it.
    void saveUser(arrived).catch(() => undefined);
    return;
  }
  primed = await readUser()
    .then(unchangedAsLast)
    .catch(() => undefined);
}

/** The user the live read last handed out. */
let lastRead: User | null = null;

/**
 * `user`, or the object handed out last when nothing in it changed: the row is written again on every refresh (its
 * time changes), and a new object would re-render the whole signed-in frame for the same balance.
 */
export function unchangedAsLast(user: User | null): User | null {
  if (user !== null && lastRead !== null && JSON.stringify(user) === JSON.stringify(lastRead)) return lastRead;
  lastRead = user;
  return user;
}

/**
 * The signed-in user as every tab sees it: re-renders whenever any tab (in practice the poller's leader)
 * writes a changed user. `undefined` while the first read is pending, `null` when there is no user.
 */
export function useCurrentUser(): User | null | undefined {
  return useLiveQuery(
    () =>
      readUser().then((user) => {
        primed = undefined; // from now on the live read is the truth (a later sign-in never sees this boot's user)
        return unchangedAsLast(user);
      }),
    [],
    primed,
  );
}
