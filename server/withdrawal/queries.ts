import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { type AccountRow, accounts, type UserRow } from '../db/schema.ts';
import { depositTransactions } from '../db/schema-cards.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { type WithdrawalRow, withdrawals } from '../db/schema-withdrawal.ts';
import { accountIdsOnSide } from '../users/practice-queries.ts';

// The SQL of withdrawals: the paying account, the sums a case is decided from, the requests and their list.

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

// Polled by every signed-in tab every 300 s: built once.
const pendingOf = preparedFor((db) =>
  db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, sql.placeholder('userId')), eq(withdrawals.status, 'pending')))
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
