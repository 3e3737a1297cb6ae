import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { type WalletPaymentRow, walletPayments } from '../db/schema-crypto.ts';
import { recordDeposit } from '../deposits/record.ts';

// Crediting a wallet payment: one path for an approval at once (payments.ts handle()), a Skrill approval on its
// hosted page and a report the sandbox settles. Callers run it inside the transaction that approved the row.

type Credited = Pick<WalletPaymentRow, 'userId' | 'accountId' | 'amount' | 'currency' | 'bonus'>;

/** Adds an approved payment to its account, the deposit history and the trader's totals. */
export async function creditWalletPayment(tx: Db, payment: Credited, now: Date): Promise<void> {
  const { userId, accountId, amount, currency, bonus } = payment;
  if (accountId === null) return; // a void row never reaches here; no account, nothing to credit
  await tx.update(accounts).set({ amount: sql`${accounts.amount} + ${amount}`, netAmount: sql`${accounts.netAmount} + ${amount}` }).where(eq(accounts.id, accountId));
  await recordDeposit(tx, { userId, accountId, amount, currency, now, bonus });
  await tx
    .update(users)
    .set({ depositsTotal: sql`${users.depositsTotal} + ${amount}`, bonusSumm: sql`${users.bonusSumm} + ${bonus}` })
    .where(eq(users.id, userId));
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
    return row;
  });
}
