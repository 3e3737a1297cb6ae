import { fetchPlatformUserInfo, type PlatformUserInfo } from '@/api/platform';
import { fetchUser, type User } from '@/api/user';
import { readUser, saveUser } from '@/db/user';

let pending: Promise<void> | null = null;

/**
 * The stored user with the platform's `available` on the current account, or null when it does not apply (the
 * trader switched accounts meanwhile: another currency). Only amount and available change; the user refresh that
 * follows brings the rest (net amount, deposits).
 */
export function withAvailable(user: User, info: PlatformUserInfo): User | null {
  const current = user.balances.find((balance) => balance.accountId === user.current_accountId);
  if (!current || current.currency !== info.currency) return null;
  return {
    ...user,
    available: info.available,
    balances: user.balances.map((balance) => (balance === current ? { ...balance, amount: info.available } : balance)),
  };
}

async function applyPlatformBalance(): Promise<void> {
  const info = await fetchPlatformUserInfo();
  const stored = await readUser();
  const updated = stored ? withAvailable(stored, info) : null;
  if (updated) await saveUser(updated);
}

/**
 * The platform said the balance changed: the platform's GET /cli/userInfo first (one small read, the balance in
 * every tab follows at once), then the user refresh; concurrent messages share the calls. A failed platform read
 * only skips the quick step.
 */
export function refreshUserBalance(): Promise<void> {
  pending ??= applyPlatformBalance()
    .catch(() => undefined)
    .then(() => fetchUser())
    .then((user) => saveUser(user))
    .finally(() => {
      pending = null;
    });
  return pending;
}
