import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { MessageKey } from '../i18n.ts';
import { hasHiddenCharacter, mixesScripts, skeletonOf } from '../lib/lookalike.ts';
import { cleanEmail } from '../lib/validate.ts';

// The rules a login e-mail must pass to be taken (registration, a change in the account area): it must show what
// it is, and must not pass for another account's address in a mail, a support ticket or a list of users.

export type EmailCheck = { ok: true; email: string } | { ok: false; message: MessageKey };

/** The typed address, normalised (NFKC, lower case), or why it cannot be anyone's login. No database. */
export function checkEmailText(typed: string): EmailCheck {
  if (hasHiddenCharacter(typed)) return { ok: false, message: 'field.email_hidden' };
  const email = cleanEmail(typed);
  if (!email) return { ok: false, message: 'field.email' };
  const local = email.slice(0, email.lastIndexOf('@'));
  if (mixesScripts(local)) return { ok: false, message: 'field.email_mixed' };
  return { ok: true, email };
}

/** True when another account's address (not this very address) has the same skeleton: a look-alike. */
export async function looksLikeAnotherAccount(db: Db, email: string, exceptUserId: number | null): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailSkeleton, skeletonOf(email)), ne(users.email, email), exceptUserId === null ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Gives every account from before the skeleton column its skeleton (start-up; a no-op once all have one). An account
 * whose skeleton another already holds (twins from before the unique index) keeps none: it is still found by its
 * address, and no new twin of either can be made.
 */
export async function fillEmailSkeletons(db: Db): Promise<void> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(isNull(users.emailSkeleton)).orderBy(users.id);
  for (const row of rows) {
    const skeleton = skeletonOf(row.email);
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.emailSkeleton, skeleton)).limit(1);
    if (!holder) await db.update(users).set({ emailSkeleton: skeleton }).where(eq(users.id, row.id)).catch(() => undefined);
  }
}

/** Why a new or changed address was not stored: the address itself is taken, or a look-alike of it is. */
export async function addressConflict(db: Db, email: string, exceptUserId: number | null): Promise<'taken' | 'lookalike'> {
  const [same] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === null ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return same ? 'taken' : 'lookalike';
}
