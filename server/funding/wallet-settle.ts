import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type WalletPaymentRow, walletPayments } from '../db/schema-crypto.ts';
import { creditDeposit } from '../deposits/record.ts';
import { accountScale, storedMoney } from '../money/amount.ts';
import { notify } from '../notifications/service.ts';
import { formatAmount } from '../lib/money.ts';

// Crediting a wallet payment: one path for an approval at once (payments-service.ts requestPayment), a Skrill approval on its
// hosted page and a report the sandbox settles. Callers run it inside the transaction that approved the row.

type Credited = Pick<WalletPaymentRow, 'id' | 'userId' | 'accountId' | 'amount' | 'currency' | 'bonus'>;

/** Credits an approved payment to its account, the deposit history and the trader's totals, once. */
export async function creditWalletPayment(tx: Db, payment: Credited, now: Date): Promise<void> {
  const { id, userId, accountId, currency } = payment;
  if (accountId === null) return; // a void row never reaches here; no account, nothing to credit
  const scale = accountScale(currency);
  await creditDeposit(tx, { userId, accountId, amount: storedMoney(payment.amount, scale), currency, bonus: storedMoney(payment.bonus, scale), reference: `wallet:${id}`, at: now });
}

/**
 * Moves a pending payment to approved or declined, crediting an approval in the same transaction. Only the call
 * that finds it still pending changes it: a second call answers null and credits nothing.
 */
export async function settleWalletPayment(
  db: Db,
  id: number,
  to: 'approved' | 'declined',
  now: Date,
  code: string = to === 'declined' ? 'declined' : '',
): Promise<WalletPaymentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(walletPayments)
      .set({ status: to, code })
      .where(and(eq(walletPayments.id, id), eq(walletPayments.status, 'pending')))
      .returning();
    if (!row) return null;
    if (row.status === 'approved') await creditWalletPayment(tx, row, now);
    else await notify(tx, row.userId, 'deposit_declined', { amount: formatAmount(row.amount, row.currency), currency: row.currency }, now);
    return row;
  });
}
