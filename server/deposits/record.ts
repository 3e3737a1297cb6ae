import type { Db } from '../db/client.ts';
import { accountTransactions } from '../db/schema-trading.ts';
import { creditCommission, type Deposit } from '../affiliate/commission.ts';
import { useLimitedOffer } from '../offers/store.ts';
import { addAmounts } from '../lib/money.ts';
import { recordBonus } from '../users/bonus.ts';

// Every approved deposit goes through here (card, crypto invoice, wallet), inside the transaction that approved
// it: the history row (CONTRACT.md: it appears in transactions and history), the referrer's commission and the
// bonus of an accepted limited offer, each once, and one Transactions row for the bonus money it brought.

/** `bonus`: the deposit's own bonus (tier, promo code), already added to users.bonus_summ by the caller. */
export async function recordDeposit(tx: Db, deposit: Deposit & { bonus: string }): Promise<void> {
  const [row] = await tx
    .insert(accountTransactions)
    .values({ userId: deposit.userId, accountId: deposit.accountId, trType: 'deposit', amount: deposit.amount, currency: deposit.currency, status: 'done', executedAt: deposit.now })
    .returning({ id: accountTransactions.id });
  if (!row) throw new Error('deposit transaction insert returned nothing');
  await creditCommission(tx, deposit, row.id);
  const offerBonus = await useLimitedOffer(tx, deposit.userId, deposit.amount, deposit.currency, deposit.now);
  await recordBonus(tx, { ...deposit, amount: addAmounts(deposit.bonus, offerBonus) });
}
