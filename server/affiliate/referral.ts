import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { sameMailbox } from './self-referral.ts';
import { LINK_CODE } from '../../common/affiliate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { sharedSecret } from '../db/settings.ts';
import { affiliateClicks, affiliateLinks, affiliateReferrals } from '../db/schema-community.ts';

// Referral is real: opening a link counts a click and leaves its code in a cookie; whoever registers with that
// cookie gets the link's owner as their referrer (users.affs_id), and their approved deposits earn commission.
// Nobody refers themselves: the owner's own browser (signed in as the owner, or one the owner signed in on before)
// neither counts a click nor attributes a registration, nor does the owner's own mailbox under another spelling; a
// referral found later to share the owner's device or card pays nothing (./self-referral.ts).

export type Link = { id: number; ownerId: number; landing: string };

/** The link a code names, or null. */
export async function linkByCode(db: Db, code: string | undefined): Promise<Link | null> {
  if (!code || !LINK_CODE.test(code)) return null;
  const [link] = await db.select({ id: affiliateLinks.id, ownerId: affiliateLinks.userId, landing: affiliateLinks.landing }).from(affiliateLinks).where(eq(affiliateLinks.code, code));
  return link ?? null;
}

/** The visitor of a click: who asked (address and browser), as a keyed hash so the table never holds an address. */
export type Visitor = { ip: string; userAgent: string };

/** Counts a click once per visitor, link and UTC day (a reload or a second open the same day counts nothing). */
export async function countClick(db: Db, link: Link, visitor: Visitor, now: Date): Promise<void> {
  const key = await sharedSecret(db, 'affiliate.visitor_key');
  const hashed = createHmac('sha256', key).update(`${visitor.ip}\n${visitor.userAgent}`).digest('base64url');
  const day = now.toISOString().slice(0, 10);
  await db.insert(affiliateClicks).values({ linkId: link.id, at: now, visitor: hashed, day }).onConflictDoNothing();
}

/**
 * Names the referrer of a trader who just registered. `browserUsers`: the traders the registering browser is signed in
 * as or has signed in as before; when the link's owner is among them (or is the new trader), nothing is attributed.
 */
export async function attributeReferral(db: Db, userId: number, code: string | undefined, browserUsers: readonly number[], now: Date): Promise<void> {
  const link = await linkByCode(db, code);
  if (!link || link.ownerId === userId || browserUsers.includes(link.ownerId)) return;
  // The owner's own mailbox under another spelling (owner+2@…, Gmail's dots) is the owner.
  const pair = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [userId, link.ownerId]));
  const [first, second] = pair;
  if (first && second && sameMailbox(first.email, second.email)) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ affsId: link.ownerId }).where(eq(users.id, userId));
    await tx.insert(affiliateReferrals).values({ userId, linkId: link.id, at: now }).onConflictDoNothing();
  });
}
