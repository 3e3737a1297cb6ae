import { and, desc, eq, gt, inArray, lte, ne, or } from 'drizzle-orm';
import { isOfferName, LIMITED_BONUS_PERCENT, type OfferName, offerSeconds, RISK_FREE_DEFAULT_CAP } from '../../common/offers.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type OfferRow, offers } from '../db/schema-offers.ts';
import type { OrderRow } from '../db/schema-trading.ts';
import { currencyFactor } from '../../common/deposit.ts';
import { accountScale, lesser, type Money, moneyOf, moneyText, storedMoney, zero } from '../money/amount.ts';
import { postMove } from '../money/moves.ts';
import { notify } from '../notifications/service.ts';
import type { Entry } from '../money/ledger.ts';

// The offer lifecycle on the server: made (trigger_new names it), decided by the trader, expired by the clock,
// and used once (the limited bonus on the next deposit, the risk-free refund of the next losing trade).

/** Makes an offer and names it in trigger_new; an older open offer of the same trader expires. */
export async function makeOffer(db: Db, userId: number, name: OfferName, now: Date, amount?: string): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(offers)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(offers.userId, userId), eq(offers.status, 'offered')));
    await tx.update(users).set({ triggerNew: name }).where(eq(users.id, userId));
    return insertOffer(tx, userId, name, now, amount);
  });
}

/**
 * Makes an offer only while trigger_new names none (the rules' offers never replace an open one). The guarded update
 * claims trigger_new, so of two refreshes at once only one makes it; null when another offer is open.
 */
export async function makeOfferUnlessOpen(db: Db, userId: number, name: OfferName, now: Date): Promise<OfferRow | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({ triggerNew: name })
      .where(and(eq(users.id, userId), eq(users.triggerNew, '0')))
      .returning({ id: users.id });
    if (!claimed) return null;
    return insertOffer(tx, userId, name, now);
  });
}

async function insertOffer(tx: Db, userId: number, name: OfferName, now: Date, amount?: string): Promise<OfferRow> {
  const [user] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  const cap = name === 'modal_5_risk_free' ? (amount ?? String(RISK_FREE_DEFAULT_CAP)) : null;
  const [row] = await tx
    .insert(offers)
    .values({ userId, name, status: 'offered', amount: cap, currency: cap ? (user?.currency ?? 'USD') : '', offeredAt: now, expiresAt: new Date(now.getTime() + offerSeconds(name) * 1000) })
    .returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

/** Offered ones past their time, and a risk-free window that ended, expire; a granted limited bonus or IQ run stays. */
function lapsed(userId: number, now: Date) {
  return and(
    eq(offers.userId, userId),
    lte(offers.expiresAt, now),
    or(eq(offers.status, 'offered'), and(eq(offers.status, 'accepted'), eq(offers.name, 'modal_5_risk_free'))),
  );
}

/** The trader's newest offer still open or granted (after expiring what lapsed); trigger_new follows it. */
export async function currentOffer(db: Db, userId: number, now: Date): Promise<OfferRow | null> {
  await db.update(offers).set({ status: 'expired', decidedAt: now }).where(lapsed(userId, now));
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.userId, userId), inArray(offers.status, ['offered', 'accepted'])))
    .orderBy(desc(offers.id))
    .limit(1);
  await nameOpenOffer(db, userId, row?.status === 'offered' ? row.name : '0');
  return row ?? null;
}

/** trigger_new names the open offer, or '0' when there is none (a no-op when it already does). */
async function nameOpenOffer(db: Db, userId: number, name: OfferName | '0'): Promise<void> {
  await db.update(users).set({ triggerNew: name }).where(and(eq(users.id, userId), ne(users.triggerNew, name)));
}

/** offered → accepted or declined, once, while the offer runs; null when it was not open (decided, expired, unknown). */
export async function decideOffer(db: Db, userId: number, name: OfferName, answer: 'accepted' | 'declined', now: Date): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({ status: answer, decidedAt: now })
    .where(and(eq(offers.userId, userId), eq(offers.name, name), eq(offers.status, 'offered'), gt(offers.expiresAt, now)))
    .returning();
  // trigger_new follows what is open now, not '0' blindly: an answer may arrive after a newer offer was made (which
  // expired this one), and that one stays named.
  await currentOffer(db, userId, now);
  return row ?? null;
}

export function offerName(raw: string): OfferName | null {
  return isOfferName(raw) ? raw : null;
}

/** The percent an accepted, not yet used limited offer will add to the next approved deposit (0 when none). */
export async function pendingLimitedPercent(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.name, 'limited'), eq(offers.status, 'accepted')))
    .limit(1);
  return row ? Number(LIMITED_BONUS_PERCENT) : 0;
}

/**
 * Inside an approved deposit's transaction: an accepted limited offer is used, once (the accepted → used update is
 * the guard), and its bonus is LIMITED_BONUS_PERCENT of the deposit; zero when none applies. The caller posts it.
 */
export async function useLimitedOffer(tx: Db, userId: number, deposit: Money, now: Date): Promise<Money> {
  const [used] = await tx
    .update(offers)
    .set({ status: 'used', usedAt: now })
    .where(
      and(
        eq(offers.userId, userId),
        eq(offers.name, 'limited'),
        eq(offers.status, 'accepted'),
      ),
    )
    .returning({ id: offers.id });
  if (!used) return zero(deposit.scale); // (two granted offers are used together and pay once)
  return moneyOf((deposit.units * LIMITED_BONUS_PERCENT) / 100n, deposit.scale);
}

/**
 * Inside a lost order's settlement: an accepted risk-free offer whose window holds the order's opening is used, once
 * (accepted → used), and refunds the stake up to the offer's cap: the entry to post with the settlement, or null.
 */
export async function riskFreeRefund(tx: Db, order: OrderRow, now: Date): Promise<Entry | null> {
  const [offer] = await tx
    .update(offers)
    .set({ status: 'used', usedAt: now })
    .where(
      and(
        eq(offers.userId, order.userId),
        eq(offers.name, 'modal_5_risk_free'),
        eq(offers.status, 'accepted'),
        lte(offers.decidedAt, order.openTime),
        gt(offers.expiresAt, order.openTime),
      ),
    )
    .returning();
  if (!offer) return null;
  const scale = accountScale(order.currency);
  const refund = lesser(storedMoney(order.amount, scale), storedMoney(offer.amount ?? '0', scale));
  return { userId: order.userId, holder: { book: 'account', accountId: order.accountId }, kind: 'offer_refund', amount: refund, currency: order.currency, reference: `order:${order.id}`, orderId: order.id, at: order.expiryTime };
}

/**
 * Inside IQ mining's last step (its offer just became used): the reward, in the trader's currency (the USD figure
 * times the currency's factor), to the bonus balance through the ledger, once per offer; and a notice.
 */
export async function creditIqReward(tx: Db, offer: OfferRow, usd: string, now: Date): Promise<void> {
  const [user] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, offer.userId));
  const currency = user?.currency ?? 'USD';
  const scale = accountScale(currency);
  const reward = storedMoney(usd, scale);
  const amount = moneyOf(reward.units * BigInt(currencyFactor(currency)), scale);
  const reference = `offer:${offer.id}`;
  const posted = await postMove(tx, { userId: offer.userId, kind: 'offer_bonus', key: reference }, [{ userId: offer.userId, holder: { book: 'bonus' }, kind: 'bonus', amount, currency, reference, at: now }], now);
  if (posted) await notify(tx, offer.userId, 'iq_reward', { amount: moneyText(amount), currency }, now);
}
