import type { Deps } from '../deps.ts';
import { changePassword } from '../users/password.ts';
import { checkPassword } from '../users/login-throttle.ts';
import { findUserById } from '../users/repo.ts';
import { spendHandoff } from './handoff.ts';
import { createPlatformSession } from './sessions.ts';

// The platform host's own account calls: the app's one-time hand-off token for a platform session, and the password
// change of the platform's settings. Its routes (./trading-routes.ts) read the request and reply.

/** The one-time token from the app → a platform session token; null when the token is unknown, spent or expired. */
export async function platformSessionFor(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<string | null> {
  const { db, clock } = deps;
  const userId = token === '' ? null : await spendHandoff(db, token, clock.now());
  return userId === null ? null : createPlatformSession(db, userId, clock.now());
}

export type PasswordChange = { oldPassword: string; newPassword: string; newPasswordConfirm: string };
export type PasswordAnswer = { return: true } | { return: false; field: string; message: string; code?: string } | 'signed_out';

/**
 * The old password is a password check like a login: the same per-e-mail and per-address limits, counted before
 * hashing, a right one clearing the count (server/users/login-throttle.ts). The one password of app and platform:
 * every app session and platform session ends (server/users/password.ts).
 */
export async function changePlatformPassword(deps: Pick<Deps, 'db' | 'clock'>, userId: number, change: PasswordChange, from: { ip: string; userAgent: string }): Promise<PasswordAnswer> {
  const { db, clock } = deps;
  const user = await findUserById(db, userId);
  if (!user) return 'signed_out';
  const check = await checkPassword(db, 'platform', user.email, change.oldPassword, from, clock.now());
  switch (check.kind) {
    case 'throttled':
    case 'address_throttled':
      return { return: false, code: `login.${check.kind}`, field: 'oldPassword', message: `Too many attempts. Please try again in ${check.retryMinutes} minutes.` };
    case 'wrong':
      return { return: false, field: 'oldPassword', message: 'The current password is wrong.' };
    case 'ok':
      break;
  }
  const { newPassword } = change;
  if (newPassword.length < 8 || !/\d/.test(newPassword) || !/[a-z]/i.test(newPassword)) {
    return { return: false, field: 'newPassword', message: 'At least 8 characters with a letter and a digit.' };
  }
  if (newPassword !== change.newPasswordConfirm) return { return: false, field: 'newPasswordConfirm', message: 'The passwords do not match.' };
  await changePassword(db, user.id, newPassword, null);
  return { return: true };
}
