import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { type Fields, field } from '../http/body.ts';
import { cleanEmail } from '../lib/validate.ts';
import { findUserByEmail } from '../users/repo.ts';

// The trader a sandbox control acts on: named by `email` in its body, as CONTRACT.md's controls are.

/** The 404 body when no trader has that email. */
export const NO_SUCH_USER = { return: false, field: 'email', message: 'No user with that email.' } as const;

export async function userNamedIn(db: Db, body: Fields): Promise<UserRow | null> {
  const email = cleanEmail(field(body, 'email'));
  return email ? findUserByEmail(db, email) : null;
}
