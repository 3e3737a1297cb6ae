import { liveSource } from './liveSource';
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

/** The stored user, live: every save (by any tab, in practice the poller's leader) hands out the changed user. */
export const liveUser = liveSource(async () => {
  await storeArrivedUser();
  const user = await readUser();
  setPrimedUser(undefined); // from now on the live read is the truth (a later sign-in never sees this boot's user)
  return unchangedAsLast(user);
});
