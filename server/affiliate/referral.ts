import { eq } from 'drizzle-orm';
import { LINK_CODE } from '../../common/affiliate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { affiliateClicks, affiliateLinks, affiliateReferrals } from '../db/schema-community.ts';

// Referral is real: opening a link counts a click and leaves its code in a cookie; whoever registers with that
// cookie gets the link's owner as their referrer (users.affs_id), and their approved deposits pay commission.

export type OpenedLink = { landing: string };

/** Counts a click on a known link; null for an unknown code (nothing is counted). */
export async function openLink(db: Db, code: string, now: Date): Promise<OpenedLink | null> {
  if (!LINK_CODE.test(code)) return null;
  const [link] = await db.select({ id: affiliateLinks.id, landing: affiliateLinks.landing }).from(affiliateLinks).where(eq(affiliateLinks.code, code));
  if (!link) return null;
  await db.insert(affiliateClicks).values({ linkId: link.id, at: now });
  return { landing: link.landing };
}

/** Names the referrer of a trader who just registered (never themselves); an unknown code changes nothing. */
export async function attributeReferral(db: Db, userId: number, code: string | undefined, now: Date): Promise<void> {
  if (!code || !LINK_CODE.test(code)) return;
  const [link] = await db.select({ id: affiliateLinks.id, userId: affiliateLinks.userId }).from(affiliateLinks).where(eq(affiliateLinks.code, code));
  if (!link || link.userId === userId) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ affsId: link.userId }).where(eq(users.id, userId));
    await tx.insert(affiliateReferrals).values({ userId, linkId: link.id, at: now }).onConflictDoNothing();
  });
}
