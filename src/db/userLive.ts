import { liveSource } from './liveSource';
import type { LiveSource } from './useLiveRead';
import type { User } from './types';
import { readUser, saveUser } from './user';
import { setPrimedUser, takeArrivedUser, unchangedAsLast } from './userState';

/** The one store of the user the page arrived with; the live read waits for it. */
let storing: Promise<void> = Promise.resolve();

/** Stores the user the page arrived with (once), so the live read and the other tabs find it. */
export function storeArrivedUser(): Promise<void> {
  const arrived = takeArrivedUser();
  if (arrived) storing = saveUser(arrived).catch(() => undefined);
  return storing;
}

// Only Dexie's own reads inside the query: awaiting anything else there would hide the reads after it from the
// live query, which would then never run again.
const storedUser = liveSource(async () => {
  const user = await readUser();
  setPrimedUser(undefined); // from now on the live read is the truth (a later sign-in never sees this boot's user)
  return unchangedAsLast(user);
});

/** The stored user, live: every save (by any tab, in practice the poller's leader) hands out the changed user. */
export const liveUser: LiveSource<User | null> = (next, fail) => {
  let stop: (() => void) | null = null;
  let stopped = false;
  void storeArrivedUser().then(() => {
    if (!stopped) stop = storedUser(next, fail);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};
