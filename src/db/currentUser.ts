import type { User } from '@/api/user';
import { whenIdleAfterFrame } from '@/lib/whenIdle';
import { useLiveRead } from './useLiveRead';
import { primedUser, setArrivedUser, setPrimedUser, unchangedAsLast } from './userState';

const loadLiveUser = () => import('./userLive').then((module) => module.liveUser);

/**
 * Readies the user for the trading shell's first render while the app's code and strings load (App's
 * preloadScreen), so it shows the balance at once. The user the page arrived with (`embedded`, a page loaded
 * signed in from the network) is the server's latest: it is used without loading Dexie or opening IndexedDB, and
 * stored once the first frame is painted. Next, the user the last home showed (`lastShown`, kept with the boot
 * paint's copy): the first render shows what that copy shows, and the live read from Dexie, after the first paint,
 * brings anything newer. Loading Dexie and opening IndexedDB before the first render cost an opened app ~40 ms.
 * Otherwise the stored user is read, instead of one more IndexedDB round trip after the render.
 */
export async function primeUser(embedded: () => User | null = () => null, lastShown: () => User | null = () => null): Promise<void> {
  const arrived = embedded();
  if (arrived) {
    setArrivedUser(arrived, Date.now());
    whenIdleAfterFrame(() => void import('./userLive').then((module) => module.storeArrivedUser()));
    return;
  }
  const shown = lastShown();
  if (shown) {
    setPrimedUser(unchangedAsLast(shown));
    return;
  }
  const { readUser } = await import('./user');
  setPrimedUser(
    await readUser()
      .then(unchangedAsLast)
      .catch(() => undefined),
  );
}

/**
 * The signed-in user as every tab sees it: re-renders whenever any tab (in practice the poller's leader) writes a
 * changed user. `undefined` while the first read is pending, `null` when there is no user. With a user to show
 * already (primeUser), the live read and Dexie load after the first paint.
 */
export function useCurrentUser(): User | null | undefined {
  const primed = primedUser();
  return useLiveRead(loadLiveUser, primed, primed !== undefined);
}

/** saveUser for the shell's modules, which load Dexie only when they store a user. */
export function storeUser(user: User): Promise<void> {
  return import('./user').then((module) => module.saveUser(user));
}
