import { and, desc, eq, gt, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { type AccountRow, accounts, type UserRow } from '../db/schema.ts';
import { depositTransactions } from '../db/schema-cards.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { type WithdrawalRow, withdrawals } from '../db/schema-withdrawal.ts';
import { withdrawalCodes } from '../db/schema-protect.ts';
import { accountIdsOnSide } from '../users/practice-queries.ts';

// The SQL of withdrawals: the paying account, the sums a case is decided from, the requests and their list, the
// destinations paid before and the codes that confirm a new one.

/** The account a withdrawal pays from: the exchange account in fixed mode (else the current one). */
export async function payingAccount(db: Db, user: UserRow, fixed: boolean): Promise<AccountRow | null> {
  const id = fixed ? (user.exchangeAccountId ?? user.currentAccountId) : user.currentAccountId;
  if (id === null) return null;
  const [account] = await db.select().from(accounts).where(and(eq(accounts.id, id), eq(accounts.userId, user.id)));
  return account ?? null;
}

/** An account's balance now (exact decimal text); '0' when it is gone. */
export async function balanceOf(db: Db, accountId: number): Promise<string> {
  const [left] = await db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.id, accountId));
  return left?.amount ?? '0';
}

/** In `currency`: the stakes traded, the card deposits, and the card deposits already paid back to the card. */
export async function withdrawalSums(db: Db, userId: number, currency: string): Promise<{ traded: string | null; carded: string | null; returned: string | null }> {
  // The turnover a bonus asks for is real money traded: practice stakes do not count.
  const [traded] = await db
    .select({ total: sum(tradeOrders.amount) })
    .from(tradeOrders)
    .where(and(eq(tradeOrders.userId, userId), eq(tradeOrders.currency, currency), inArray(tradeOrders.accountId, accountIdsOnSide(db, userId, 'real'))));
  const [carded] = await db
    .select({ total: sum(depositTransactions.amount) })
    .from(depositTransactions)
    .where(and(eq(depositTransactions.userId, userId), eq(depositTransactions.currency, currency), eq(depositTransactions.method, 'card')));
  const [returned] = await db
    .select({ total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.currency, currency), eq(withdrawals.method, 'Credit Card'), inArray(withdrawals.status, ['pending', 'paid'])));
  return { traded: traded?.total ?? null, carded: carded?.total ?? null, returned: returned?.total ?? null };
}

export async function insertWithdrawal(tx: Db, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [inserted] = await tx.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

// Polled by every signed-in tab every 300 s: built once. Requests waiting for their code are listed too.
const pendingOf = preparedFor((db) =>
  db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, sql.placeholder('userId')), inArray(withdrawals.status, ['pending', 'unconfirmed'])))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .prepare('withdrawals_pending'),
);

export function pendingWithdrawalRows(db: Db, userId: number): Promise<WithdrawalRow[]> {
  return pendingOf(db).execute({ userId });
}

/** Moves a withdrawal from pending to `to`, once (only the call that finds it pending gets the row). */
export async function leavePending(tx: Db, id: number, to: 'paid' | 'declined' | 'cancelled', now: Date, userId?: number): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .update(withdrawals)
    .set({ status: to, settledAt: now })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), userId === undefined ? undefined : eq(withdrawals.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * True when this trader was paid before by `method` to `wallet` ('' for a method paid without one): a destination
 * used successfully, which a request may go to without a code.
 */
export async function paidBefore(db: Db, userId: number, method: string, wallet: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.method, method), eq(withdrawals.wallet, wallet), eq(withdrawals.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

/** The trader's request `id`, whatever became of it. */
export async function withdrawalOf(db: Db, userId: number, id: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  return row ?? null;
}

/** The request still waiting for its code, locked for the confirmation deciding it. */
export async function lockUnconfirmed(tx: Db, userId: number, id: number): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId), eq(withdrawals.status, 'unconfirmed')))
    .for('update');
  return row ?? null;
}

/** A confirmed request becomes pending, as decided now (its case, the paying account, the bonus it cancels). */
export async function markConfirmed(tx: Db, id: number, set: { accountId: number; caseNo: number; bonusCancelled: string; amount: string }, now: Date): Promise<void> {
  await tx.update(withdrawals).set({ ...set, status: 'pending', confirmedAt: now }).where(eq(withdrawals.id, id));
}

/** Cancels a request still waiting for its code: it holds no money, so nothing comes back. */
export async function dropUnconfirmed(db: Db, userId: number, id: number, now: Date): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'cancelled', settledAt: now })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId), eq(withdrawals.status, 'unconfirmed')))
    .returning();
  return row ?? null;
}

/** The mailed code of a request: the newest replaces any before it (unused again, 15 minutes from now). */
export async function putWithdrawalCode(db: Db, withdrawalId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(withdrawalCodes)
    .values({ withdrawalId, codeHash, expiresAt })
    .onConflictDoUpdate({ target: withdrawalCodes.withdrawalId, set: { codeHash, expiresAt, usedAt: null } });
}

/** Spends the request's mailed code: true for the one call that finds it right, unused and unexpired. */
export async function spendWithdrawalCode(tx: Db, withdrawalId: number, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(withdrawalCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(withdrawalCodes.withdrawalId, withdrawalId),
        eq(withdrawalCodes.codeHash, codeHash),
        isNull(withdrawalCodes.usedAt),
        gt(withdrawalCodes.expiresAt, now),
      ),
    )
    .returning({ id: withdrawalCodes.withdrawalId });
  return row !== undefined;
}
