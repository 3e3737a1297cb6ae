import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountTransactions } from '../db/schema-ledger.ts';
import { type WithdrawalRow, withdrawals } from '../db/schema-withdrawal.ts';
import { reverseHeldCommissions } from '../affiliate/commission.ts';
import { accountScale, isPositive, storedMoney } from '../money/amount.ts';
import type { Entry } from '../money/ledger.ts';
import { postMove } from '../money/moves.ts';
import { notify } from '../notifications/service.ts';
import { formatAmount } from '../lib/money.ts';

/**
 * Moves a pending withdrawal to `to`. A cancel or a decline returns the amount, and restores the bonus the request
 * cancelled, in the same transaction; a payout reverses the referrer's commissions still held on this trader's
 * deposits (the money left before it was traded). Only the call that finds it still pending changes anything.
 */
export async function settleWithdrawal(db: Db, id: number, to: 'paid' | 'declined' | 'cancelled', now: Date, userId?: number): Promise<WithdrawalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: to, settledAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), userId === undefined ? undefined : eq(withdrawals.userId, userId)))
      .returning();
    if (!row) return null;
    const reference = `withdrawal:${row.id}`;
    const shown = (text: string) => formatAmount(text, row.currency);
    if (to === 'paid') {
      await reverseHeldCommissions(tx, row.userId, now);
      await notify(tx, row.userId, 'withdrawal_paid', { amount: shown(row.amount), currency: row.currency }, now);
    } else {
      const scale = accountScale(row.currency);
      const entries: Entry[] = [
        { userId: row.userId, holder: { book: 'account', accountId: row.accountId }, kind: 'withdrawal_return', amount: storedMoney(row.amount, scale), currency: row.currency, reference, at: now },
      ];
      const bonus = storedMoney(row.bonusCancelled, scale);
      if (isPositive(bonus)) entries.push({ userId: row.userId, holder: { book: 'bonus' }, kind: 'bonus_restore', amount: bonus, currency: row.currency, reference, at: now });
      await postMove(tx, { userId: row.userId, kind: 'withdrawal_settle', key: reference }, entries, now);
      // The trader's own cancel needs no news; the back office's decline and a restored bonus do.
      if (to === 'declined') await notify(tx, row.userId, 'withdrawal_declined', { amount: shown(row.amount), currency: row.currency }, now);
      if (isPositive(bonus)) await notify(tx, row.userId, 'bonus_restored', { bonus: shown(row.bonusCancelled), currency: row.currency }, now);
    }
    // The request's own row now shows how it ended.
    await tx
      .update(accountTransactions)
      .set({ status: to })
      .where(and(eq(accountTransactions.userId, row.userId), eq(accountTransactions.trType, 'withdrawal'), eq(accountTransactions.reference, reference)));
    return row;
  });
}
