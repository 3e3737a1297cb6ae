import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { mailboxOf } from '../../common/email-identity.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { cardAttempts } from '../db/schema-cards.ts';
import { affiliateReferrals } from '../db/schema-community.ts';

// Nobody refers themselves. At registration: not from the owner's own browser (./referral.ts), not with the owner's
// own mailbox under another spelling (a +tag, Gmail's dots). Later: a referral who signs in on a browser the owner
// signed in on, or pays with a card the owner paid with, pays the owner nothing from then on.

/** The owner's mailbox and the new trader's are one (`owner+2@…`, `o.wner@gmail.com`). */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

/**
 * A sign-in on a browser whose device cookie names `travellers` (the one signing in first): any of them referred by
 * another of them shares that owner's device, and is marked so.
 */
export async function noteSharedDevice(db: Db, travellers: readonly number[]): Promise<void> {
  if (travellers.length < 2) return;
  const referred = await db.select({ id: users.id, owner: users.affsId }).from(users).where(inArray(users.id, [...travellers]));
  const sharing = referred.filter((row) => row.owner !== null && row.owner !== row.id && travellers.includes(row.owner)).map((row) => row.id);
  if (sharing.length === 0) return;
  await db
    .update(affiliateReferrals)
    .set({ sharedWithOwner: 'device' })
    .where(and(inArray(affiliateReferrals.userId, sharing), eq(affiliateReferrals.sharedWithOwner, '')));
}

/** Does the referral share something with its owner: marked already (device), or a card both have paid with? */
export async function sharesWithOwner(db: Db, referralId: number, ownerId: number): Promise<boolean> {
  const [mark] = await db.select({ shared: affiliateReferrals.sharedWithOwner }).from(affiliateReferrals).where(eq(affiliateReferrals.userId, referralId));
  if (mark && mark.shared !== '') return true;
  // The same card (brand, last 4, expiry) in an attempt of each: the number itself is never stored.
  const [card] = await db
    .select({ id: cardAttempts.id })
    .from(cardAttempts)
    .where(
      and(
        eq(cardAttempts.userId, referralId),
        ne(cardAttempts.last4, ''),
        sql`exists (select 1 from ${cardAttempts} owner where owner.user_id = ${ownerId} and owner.brand = ${cardAttempts.brand}
          and owner.last4 = ${cardAttempts.last4} and owner.exp_month = ${cardAttempts.expMonth} and owner.exp_year = ${cardAttempts.expYear})`,
      ),
    )
    .limit(1);
  if (!card) return false;
  await db.update(affiliateReferrals).set({ sharedWithOwner: 'card' }).where(and(eq(affiliateReferrals.userId, referralId), eq(affiliateReferrals.sharedWithOwner, '')));
  return true;
}
