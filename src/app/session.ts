import { useEffect } from 'react';
import { logout as logoutOnServer, platformLogout } from '@/api/session';
import { onUnauthorized } from '@/api/http';

/**
 * Ending a session on this device: the server session (when reachable), then everything local — Dexie and the
 * service worker's user caches (./localData.ts) — so the next person on the device sees nothing of the last
 * (ARCHITECTURE §5). Works offline: the local wipe does not wait for the server.
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

/** Loaded when needed: the wipe is of no use until a session ends. */
async function wipeLocalData(): Promise<void> {
  const { wipeLocalData: wipe } = await import('./localData');
  await wipe({ deleteDatabase: true });
}

async function announceLeaving(): Promise<void> {
  leaving = true;
  for (const listener of leavingListeners) listener();
  // Let React commit the unmount before IndexedDB is touched.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
  await wipeLocalData();
  tellOtherTabs();
  leaveTo(logoutTarget(lang, server.status === 'fulfilled' ? server.value : null));
}

/** A 401 anywhere: the server already forgot us; wipe and ask for a login, coming back here afterwards. */
export async function endExpiredSession(lang: string, returnTo: string): Promise<void> {
  if (leaving) return; // several calls may answer 401 at once; one wipe is enough
  await announceLeaving();
  await wipeLocalData();
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
    // Leaving first unmounts the screens, so nothing of the user is written back after the other tab's wipe.
    const unsubscribe = onLoggedOutElsewhere(() => void announceLeaving().then(() => location.replace(`/${lang}/login`)));
    return () => {
      onUnauthorized(null);
      unsubscribe();
    };
    // returnTo is read when the 401 arrives; re-subscribing for a new closure would change nothing.
    // oxlint-disable-next-line react/exhaustive-deps, react/exhaustive-effect-dependencies -- see above
  }, [lang]);
}
