import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { holdCommission } from '../affiliate/commission.ts';
import { useLimitedOffer } from '../offers/store.ts';
import { type Money, isPositive, moneyText } from '../money/amount.ts';
import type { Entry } from '../money/ledger.ts';
import { postMove } from '../money/moves.ts';
import { notify } from '../notifications/service.ts';
import { formatAmount } from '../lib/money.ts';

// Every approved deposit is credited here (card, crypto invoice, wallet), inside the transaction that approved it,
// as one money move keyed by what was approved (`card:40`), so an approval replayed from anywhere credits once:
// the account, the bonus it brought (its own tier or promo bonus plus an accepted limited offer's), the referrer's
// commission (held until the money is traded) and the trader's deposit total.

export type ApprovedDeposit = {
  userId: number;
  accountId: number;
  /** In the account's currency and scale. */
  amount: Money;
  currency: string;
  /** The deposit's own bonus (tier, promo code), at the amount's scale. */
  bonus: Money;
  /** What was approved: `card:40`, `invoice:7`, `wallet:3`. */
  reference: string;
  at: Date;
};

/** Credits an approved deposit once; false when its reference was credited before (nothing changes then). */
export async function creditDeposit(tx: Db, deposit: ApprovedDeposit): Promise<boolean> {
  const { userId, accountId, amount, currency, reference, at } = deposit;
  const entries: Entry[] = [{ userId, holder: { book: 'account', accountId }, kind: 'deposit', amount, currency, reference, at }];
  if (isPositive(deposit.bonus)) entries.push({ userId, holder: { book: 'bonus' }, kind: 'bonus', amount: deposit.bonus, currency, reference, at });
  const posted = await postMove(tx, { userId, kind: 'deposit', key: reference }, entries, at);
  if (!posted?.[0]) return false;
  // An accepted limited offer adds its percent of this deposit to the bonus, once (the offer moves to used).
  const offerBonus = await useLimitedOffer(tx, userId, amount, at);
  if (isPositive(offerBonus)) {
    await postMove(tx, { userId, kind: 'offer_bonus', key: reference }, [{ userId, holder: { book: 'bonus' }, kind: 'bonus', amount: offerBonus, currency, reference: `${reference}:limited`, at }], at);
  }
  await holdCommission(tx, { userId, amount, currency, at }, posted[0].id);
  await tx.update(users).set({ depositsTotal: sql`${users.depositsTotal} + ${moneyText(amount)}::numeric` }).where(eq(users.id, userId));
  const bonus = { units: deposit.bonus.units + (isPositive(offerBonus) ? offerBonus.units : 0n), scale: deposit.bonus.scale };
  const shown = (money: Money) => formatAmount(moneyText(money), currency);
  if (isPositive(bonus)) await notify(tx, userId, 'deposit_bonus', { amount: shown(amount), bonus: shown(bonus), currency }, at);
  else await notify(tx, userId, 'deposit', { amount: shown(amount), currency }, at);
  return true;
}
