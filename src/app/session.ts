import { useEffect } from 'react';
import { logout as logoutOnServer, platformLogout } from '@/api/auth';
import { onUnauthorized } from '@/api/http';
import type { User } from '@/api/user';
import { forgetPromoInput } from '@/lib/promoInput';

/**
 * Starting and ending a session on this device. Ending: the server session (when reachable), then everything
 * local — Dexie and the service worker's user caches — so the next person on the device sees nothing of the last
 * (ARCHITECTURE §5); works offline, the local wipe does not wait for the server. Starting: the same wipe when what
 * the device holds is not the new user's, because a session can end without either (it expired, or the last
 * person just opened the login screen).
 */

const CHANNEL = 'trader-session';

/*
 * "Leaving" is announced before the wipe so the trading shell unmounts its live Dexie queries and stops the
 * poller first: a live query still mounted would reopen (and so recreate) the database we are deleting.
 */
let leaving = false;
const leavingListeners = new Set<() => void>();

export function isLeaving(): boolean {
  return leaving;
}

export function subscribeLeaving(listener: () => void): () => void {
  leavingListeners.add(listener);
  return () => leavingListeners.delete(listener);
}

async function announceLeaving(): Promise<void> {
  leaving = true;
  for (const listener of leavingListeners) listener();
  // Let React commit the unmount before IndexedDB is touched.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** `deleteDatabase`: when leaving; a sign-in only empties the tables it is about to fill again. */
async function wipeLocalData({ deleteDatabase }: { deleteDatabase: boolean }): Promise<void> {
  forgetPromoInput();
  const [database, pwa] = await Promise.all([import('@/db/database'), import('./pwa/registerServiceWorker')]);
  await Promise.allSettled([
    database.clearUserData().then(() => (deleteDatabase ? database.deleteDatabase() : undefined)),
    pwa.clearUserCaches(),
  ]);
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
 * trading app. Dexie loads here, after the login, so it never weighs on the login chunk. A device without
 * IndexedDB still signs in: the trading app fetches the user itself.
 */
export async function startSession(user: User): Promise<void> {
  try {
    const { readUser, saveUser } = await import('@/db/user');
    await startSessionWith(user, {
      readUser: () => readUser(),
      saveUser: (fresh) => saveUser(fresh),
      wipe: () => wipeLocalData({ deleteDatabase: false }),
    });
  } catch (error) {
    console.warn('Could not store the user locally', error);
  }
}

function tellOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage({ type: 'logged-out' });
  channel.close();
}

function leaveTo(path: string): void {
  // A full navigation drops every bit of the user still held in memory (SWR caches, React state).
  location.replace(path);
}

/** Only a screen of this app in this language is followed, whatever the server answered. */
export function logoutTarget(lang: string, answered: string | null): string {
  const fallback = `/${lang}/login`;
  return answered !== null && answered.startsWith(`/${lang}/`) && !answered.includes('//') ? answered : fallback;
}

export async function logout(lang: string): Promise<void> {
  await announceLeaving();
  const [server] = await Promise.allSettled([logoutOnServer(`/${lang}/login`), platformLogout()]);
  await wipeLocalData({ deleteDatabase: true });
  tellOtherTabs();
  leaveTo(logoutTarget(lang, server.status === 'fulfilled' ? server.value : null));
}

/** A 401 anywhere: the server already forgot us; wipe and ask for a login, coming back here afterwards. */
export async function endExpiredSession(lang: string, returnTo: string): Promise<void> {
  if (leaving) return; // several calls may answer 401 at once; one wipe is enough
  await announceLeaving();
  await wipeLocalData({ deleteDatabase: true });
  tellOtherTabs();
  const rd = returnTo && returnTo !== '/home' ? `?rd=${encodeURIComponent(returnTo)}` : '';
  leaveTo(`/${lang}/login${rd}`);
}

/** Another tab logged out: follow it to the login screen. Returns the unsubscribe function. */
export function onLoggedOutElsewhere(handler: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === 'logged-out') handler();
  });
  return () => channel.close();
}

/**
 * What every signed-in page wires up: a 401 anywhere ends the session (coming back to `returnTo` after login), and
 * a logout in another tab takes this one to the login screen too.
 */
export function useSessionEnd(lang: string, returnTo: () => string): void {
  useEffect(() => {
    onUnauthorized(() => void endExpiredSession(lang, returnTo()));
    const unsubscribe = onLoggedOutElsewhere(() => location.replace(`/${lang}/login`));
    return () => {
      onUnauthorized(null);
      unsubscribe();
    };
    // returnTo is read when the 401 arrives; re-subscribing for a new closure would change nothing.
    // oxlint-disable-next-line react/exhaustive-deps, react/exhaustive-effect-dependencies -- see above
  }, [lang]);
}
