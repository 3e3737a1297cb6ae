import { and, asc, eq, gte, inArray, sum } from 'drizzle-orm';
import { commissionCents } from '../../common/affiliate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { affiliateCommissions } from '../db/schema-community.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { AFFILIATE_SCALE, type Money, moneyOf, moneyText, rescale, STORED_SCALE, storedMoney } from '../money/amount.ts';
import { postMove } from '../money/moves.ts';
import { sharesWithOwner } from './self-referral.ts';
import { accountIdsOnSide } from '../users/practice-queries.ts';

// The referrer's share of a referral's approved deposit, as a real affiliate program pays it: it is held until the
// referral has traded that deposit (their trading turnover since the deposit reaches its amount, the way a bonus is
// released by turnover), then released to the affiliate balance through the ledger; it is reversed when the referral
// takes money out while it is still held. One commission per deposit (its ledger row is unique in the table).

export type HeldDeposit = { userId: number; amount: Money; currency: string; at: Date };

/** Inside an approved deposit's transaction: holds the referrer's commission on it (nothing for a trader without one). */
export async function holdCommission(tx: Db, deposit: HeldDeposit, transactionId: number): Promise<void> {
  const [trader] = await tx.select({ affsId: users.affsId }).from(users).where(eq(users.id, deposit.userId));
  const affiliateId = trader?.affsId ?? null;
  if (affiliateId === null || affiliateId === deposit.userId) return;
  // affs_id may name an affiliate of the old back office, not one of our users: only ours earn here.
  const [affiliate] = await tx.select({ id: users.id }).from(users).where(eq(users.id, affiliateId));
  if (!affiliate) return;
  // A referral on the owner's device or card is the owner: nothing to hold.
  if (await sharesWithOwner(tx, deposit.userId, affiliateId)) return;
  const cents = commissionCents(rescale(deposit.amount, 2).units, deposit.currency);
  if (cents <= 0n) return;
  await tx
    .insert(affiliateCommissions)
    .values({ affiliateId, referralId: deposit.userId, transactionId, deposit: moneyText(deposit.amount), amount: moneyText(moneyOf(cents, AFFILIATE_SCALE)), status: 'held', at: deposit.at })
    .onConflictDoNothing();
}

/**
 * Releases each held commission of `referralId` whose deposit has been traded: the referral's stakes opened since the
 * deposit add up to at least its amount. Run after a trade opens, in its transaction.
 */
export async function releaseTradedCommissions(tx: Db, referralId: number, now: Date): Promise<void> {
  const held = await tx
    .select()
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.referralId, referralId), eq(affiliateCommissions.status, 'held')))
    .orderBy(asc(affiliateCommissions.at), asc(affiliateCommissions.id));
  for (const commission of held) {
    // Found to share the owner's device or card since the deposit: the commission is never paid.
    if (await sharesWithOwner(tx, referralId, commission.affiliateId)) {
      await reverseHeldCommissions(tx, referralId, now);
      return;
    }
    // Only real money trades a deposit: practice stakes never release a commission.
    const [traded] = await tx
      .select({ total: sum(tradeOrders.amount) })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.userId, referralId), gte(tradeOrders.openTime, commission.at), inArray(tradeOrders.accountId, accountIdsOnSide(tx, referralId, 'real'))));
    if (storedMoney(traded?.total ?? '0', STORED_SCALE).units < storedMoney(commission.deposit, STORED_SCALE).units) return;
    const [released] = await tx
      .update(affiliateCommissions)
      .set({ status: 'released', settledAt: now })
      .where(and(eq(affiliateCommissions.id, commission.id), eq(affiliateCommissions.status, 'held')))
      .returning();
    if (!released) continue;
    const amount = storedMoney(released.amount, AFFILIATE_SCALE);
    await postMove(tx, { userId: released.affiliateId, kind: 'commission', key: `commission:${released.id}` }, [
      { userId: released.affiliateId, holder: { book: 'affiliate' }, kind: 'commission', amount, currency: 'USD', reference: `commission:${released.id}`, at: now },
    ], now);
  }
}

/** The referral took money out: every commission still held on their deposits is reversed (never paid). */
export async function reverseHeldCommissions(tx: Db, referralId: number, now: Date): Promise<void> {
  await tx
    .update(affiliateCommissions)
    .set({ status: 'reversed', settledAt: now })
    .where(and(eq(affiliateCommissions.referralId, referralId), eq(affiliateCommissions.status, 'held')));
}
