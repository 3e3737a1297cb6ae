import type { Db } from '../db/client.ts';
import { accountTransactions } from '../db/schema-trading.ts';
import { toMinorUnits } from '../lib/money.ts';

export type BonusCredit = { userId: number; accountId: number; amount: string; currency: string; now: Date };

/**
 * The Transactions row of bonus money credited to the trader (deposit bonus, promo code, limited offer, tournament
 * bonus), so the bonus a trader was promised is visible where they look. The money itself is held in
 * users.bonus_summ by the caller's update, not in the account balance; nothing is written for a zero bonus.
 */
export async function recordBonus(tx: Db, credit: BonusCredit): Promise<void> {
  const units = toMinorUnits(credit.amount, 2);
  if (units === null || units <= 0n) return;
  await tx.insert(accountTransactions).values({
    userId: credit.userId,
    accountId: credit.accountId,
    trType: 'bonus',
    amount: credit.amount,
    currency: credit.currency,
    status: 'done',
    executedAt: credit.now,
  });
}
