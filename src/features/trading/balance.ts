import { fetchUser } from '@/api/user';
import { saveUser } from '@/db/user';

let pending: Promise<void> | null = null;

/**
 * The platform said the balance changed: fetch the user once (concurrent messages share the call) and store it
 * in Dexie, so the layout's balance in every tab follows.
 */
export function refreshUserBalance(): Promise<void> {
  pending ??= fetchUser()
    .then((user) => saveUser(user))
    .finally(() => {
      pending = null;
    });
  return pending;
}
