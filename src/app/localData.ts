import type { User } from '@/api/user';
import { clearUserData, deleteDatabase as deleteTraderDb } from '@/db/database';
import { readUser, saveUser } from '@/db/user';
import { forgetPaintCopies } from '@/content/paintCopy';
import { forgetPromoInput } from '@/lib/promoInput';
import { clearUserCaches } from './pwa/clearUserCaches';

/*
 * What this device holds of the signed-in user — Dexie, the service worker's user caches, the stored promo input,
 * home's first-paint copy, this tab's session storage —
 * and the two moments it goes: a session's end (./session.ts: logout, a 401) and a sign-in over another person's
 * data (a session can end without either: it expired, or the last person just opened the login screen).
 * Only ever imported dynamically (with Dexie): the login path loads it after a login succeeded, the trading app
 * when a session ends.
 */

/** This tab's session storage (the card deposit it claimed, `card.deposit`): all of it is the signed-in user's. */
function forgetTabState(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage blocked (a privacy mode): there is nothing of ours in it then.
  }
}

/** `deleteDatabase`: when leaving; a sign-in only empties the tables it is about to fill again. */
export async function wipeLocalData({ deleteDatabase }: { deleteDatabase: boolean }): Promise<void> {
  forgetPromoInput();
  forgetPaintCopies();
  forgetTabState();
  await Promise.allSettled([clearUserData().then(() => (deleteDatabase ? deleteTraderDb() : undefined)), clearUserCaches()]);
}

export type SessionStartDeps = {
  readUser: () => Promise<User | null>;
  saveUser: (user: User) => Promise<void>;
  wipe: () => Promise<void>;
};

/**
 * Keeps what the device holds only when it is the same person's (a re-login); anything else — another user, or
 * nothing readable, which may still leave another user's fragment caches — is wiped before the user is stored.
 */
export async function startSessionWith(user: User, deps: SessionStartDeps): Promise<void> {
  const stored = await deps.readUser().catch(() => null);
  if (stored?.userId !== user.userId) await deps.wipe();
  await deps.saveUser(user);
}

/**
 * A login, registration or autologin succeeded: clear the last person's data, then store the new user for the
 * trading app. A device without IndexedDB still signs in: the trading app fetches the user itself.
 */
export async function startSession(user: User): Promise<void> {
  try {
    await startSessionWith(user, {
      readUser: () => readUser(),
      saveUser: (fresh) => saveUser(fresh),
      wipe: () => wipeLocalData({ deleteDatabase: false }),
    });
  } catch (error) {
    console.warn('Could not store the user locally', error);
  }
}

