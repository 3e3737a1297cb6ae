import { formatMoney } from '../../common/money.ts';
import { reverseHeldCommissions } from '../affiliate/commission.ts';
import type { Db } from '../db/client.ts';
import type { WithdrawalRow } from '../db/schema-withdrawal.ts';
import { type Lang, saying } from '../i18n.ts';
import { currencyDecimals, formatAmount, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { accountScale, isPositive, moneyText, storedMoney } from '../money/amount.ts';
import type { Entry } from '../money/ledger.ts';
import { postMove, settleRowStatus } from '../money/moves.ts';
import { notify } from '../notifications/service.ts';
import { dropUnconfirmed, leavePending, pendingWithdrawalRows } from './queries.ts';
import type { Problem } from './service.ts';

// What waits and how a withdrawal ends (spec §7): the pending list, and a payout, a decline or the trader's cancel —
// the amount and the bonus the request cancelled come back through server/money/ in one transaction.

const say = saying('withdrawal');

/** A row as /api/us/pending lists it. */
export function pendingDto(row: WithdrawalRow) {
  const decimals = currencyDecimals(row.currency);
  return {
    transactionId: row.id,
    amount: formatMinorUnits(toMinorUnits(row.amount, decimals) ?? 0n, decimals),
    currency: row.currency,
    method: row.method,
    wallet: row.wallet,
    case: row.caseNo,
    created: row.createdAt.getTime(),
    ...(row.status === 'unconfirmed' && row.confirmation !== 'not_needed' ? { confirm_by: row.confirmation } : {}),
  };
}

export async function pendingWithdrawals(db: Db, userId: number) {
  return { pending: (await pendingWithdrawalRows(db, userId)).map(pendingDto) };
}

/**
 * Moves a pending withdrawal to `to`. A cancel or a decline returns the amount, and restores the bonus the request
 * cancelled, in the same transaction; a payout reverses the referrer's commissions still held on this trader's
 * deposits (the money left before it was traded). Only the call that finds it still pending changes anything.
 */
export async function settleWithdrawal(db: Db, id: number, to: 'paid' | 'declined' | 'cancelled', now: Date, userId?: number): Promise<WithdrawalRow | null> {
  return db.transaction(async (tx) => {
    const row = await leavePending(tx, id, to, now, userId);
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
    await settleRowStatus(tx, { userId: row.userId, kind: 'withdrawal', reference }, to);
    return row;
  });
}

/** The trader cancels a pending withdrawal: the amount comes back once, with the bonus the request cancelled. */
export async function cancelWithdrawal(db: Db, userId: number, id: number | null, lang: Lang, now: Date): Promise<Problem | { message: string; bonus_restored?: string }> {
  // One still waiting for its code holds no money: it just ends.
  if (id !== null && (await dropUnconfirmed(db, userId, id, now))) return { message: say(lang, 'dropped') };
  const row = id === null ? null : await settleWithdrawal(db, id, 'cancelled', now, userId);
  if (!row) return { return: false, code: 'reject_failed', message: say(lang, 'reject_failed') };
  const restored = storedMoney(row.bonusCancelled, accountScale(row.currency));
  if (!isPositive(restored)) return { message: say(lang, 'cancelled') };
  const bonus = moneyText(restored);
  return { bonus_restored: bonus, message: say(lang, 'cancelled_bonus', { bonus: formatMoney(bonus, row.currency, lang) }) };
}
