import type { User } from '@/api/user';

/*
 * The signed-in user as this page holds it outside IndexedDB: what the first render shows while Dexie loads after it
 * (db/currentUser.ts), and the page's own copy from the server. No Dexie here: the trading shell imports it.
 */

/** The stored user as read during boot (primeUser), until the first live read supersedes it. */
let primed: User | null | undefined;

/** The user the page arrived with, until it is stored (after the first paint, before the first live read). */
let arrived: User | null = null;

/** When this page's own copy of the user came from the server (see primeUser), or null for a page from the cache. */
let pageUserAt: number | null = null;

/** When the page arrived with the server's latest user (a load from the network signed in), else null. */
export function pageUserArrivedAt(): number | null {
  return pageUserAt;
}

export function primedUser(): User | null | undefined {
  return primed;
}

export function setPrimedUser(user: User | null | undefined): void {
  primed = user;
}

/** The page arrived with the server's latest user: shown at once, stored later. */
export function setArrivedUser(user: User, at: number): void {
  pageUserAt = at;
  arrived = user;
  primed = unchangedAsLast(user);
}

/** The user the page arrived with, once: whoever stores it takes it. */
export function takeArrivedUser(): User | null {
  const user = arrived;
  arrived = null;
  return user;
}

/** The user the live read last handed out. */
let lastRead: User | null = null;

/** The user the screen shows now (the live read's last, or the one the page started with), null before any. */
export function shownUser(): User | null {
  return lastRead;
}

/**
 * `user`, or the object handed out last when nothing in it changed: the row is written again on every refresh (its
 * time changes), and a new object would re-render the whole signed-in frame for the same balance.
 */
export function unchangedAsLast(user: User | null): User | null {
  if (user !== null && lastRead !== null && JSON.stringify(user) === JSON.stringify(lastRead)) return lastRead;
  lastRead = user;
  return user;
}
