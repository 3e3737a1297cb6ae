import { and, eq, sql } from 'drizzle-orm';
import type { TransactionType } from '../../common/transactions.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { exchangeBalances } from '../db/schema-crypto.ts';
import { affiliateBalances } from '../db/schema-community.ts';
import { accountTransactions } from '../db/schema-ledger.ts';
import { type Money, moneyText, storedMoney } from './amount.ts';

// The only code that changes a balance. Each entry is one conditional update of its balance (it may never go below
// zero) and one ledger row carrying the balance it left, in the caller's transaction: either both happen or neither.

/** Which balance an entry moves. */
export type Holder = { book: 'account'; accountId: number } | { book: 'bonus' } | { book: 'exchange'; coin: string } | { book: 'affiliate' };

export type Entry = {
  userId: number;
  holder: Holder;
  kind: TransactionType;
  /** Signed: negative takes money out. */
  amount: Money;
  /** The currency, or the coin of an exchange entry. */
  currency: string;
  /** What moved the money (`withdrawal:12`). */
  reference: string;
  at: Date;
  status?: string;
  orderId?: number | null;
};

export type Posted = { id: number; balanceAfter: Money };

/** The balance would go below zero: the transaction must roll back (nothing of the move stays). */
export class InsufficientFunds extends Error {
  constructor(readonly book: Holder['book']) {
    super(`insufficient ${book} balance`);
  }
}

/** A credit found no balance to land on: a bug or a row removed meanwhile, never a trader's mistake. */
class MissingBalance extends Error {
  constructor(readonly book: Holder['book']) {
    super(`no ${book} balance to post to`);
  }
}

/** The new balance, or null when the conditional update found nothing it may change. */
async function moveBalance(tx: Db, entry: Entry, delta: string): Promise<string | null> {
  const { holder, userId } = entry;
  const staysAtLeastZero = (column: typeof accounts.amount | typeof users.bonusSumm | typeof exchangeBalances.amount | typeof affiliateBalances.balance) =>
    sql`${column} + ${delta}::numeric >= 0`;
  switch (holder.book) {
    case 'account': {
      const [row] = await tx
        .update(accounts)
        .set({ amount: sql`${accounts.amount} + ${delta}::numeric`, netAmount: sql`${accounts.netAmount} + ${delta}::numeric` })
        .where(and(eq(accounts.id, holder.accountId), eq(accounts.userId, userId), staysAtLeastZero(accounts.amount)))
        .returning({ balance: accounts.amount });
      return row?.balance ?? null;
    }
    case 'bonus': {
      const [row] = await tx
        .update(users)
        .set({ bonusSumm: sql`${users.bonusSumm} + ${delta}::numeric` })
        .where(and(eq(users.id, userId), staysAtLeastZero(users.bonusSumm)))
        .returning({ balance: users.bonusSumm });
      return row?.balance ?? null;
    }
    case 'exchange': {
      if (entry.amount.units >= 0n) {
        const [row] = await tx
          .insert(exchangeBalances)
          .values({ userId, coin: holder.coin, amount: delta })
          .onConflictDoUpdate({ target: [exchangeBalances.userId, exchangeBalances.coin], set: { amount: sql`${exchangeBalances.amount} + ${delta}::numeric` } })
          .returning({ balance: exchangeBalances.amount });
        return row?.balance ?? null;
      }
      const [row] = await tx
        .update(exchangeBalances)
        .set({ amount: sql`${exchangeBalances.amount} + ${delta}::numeric` })
        .where(and(eq(exchangeBalances.userId, userId), eq(exchangeBalances.coin, holder.coin), staysAtLeastZero(exchangeBalances.amount)))
        .returning({ balance: exchangeBalances.amount });
      return row?.balance ?? null;
    }
    case 'affiliate': {
      if (entry.amount.units >= 0n) {
        const [row] = await tx
          .insert(affiliateBalances)
          .values({ userId, balance: delta })
          .onConflictDoUpdate({ target: affiliateBalances.userId, set: { balance: sql`${affiliateBalances.balance} + ${delta}::numeric` } })
          .returning({ balance: affiliateBalances.balance });
        return row?.balance ?? null;
      }
      const [row] = await tx
        .update(affiliateBalances)
        .set({ balance: sql`${affiliateBalances.balance} + ${delta}::numeric` })
        .where(and(eq(affiliateBalances.userId, userId), staysAtLeastZero(affiliateBalances.balance)))
        .returning({ balance: affiliateBalances.balance });
      return row?.balance ?? null;
    }
  }
}

/** Moves one balance and writes its row; throws (so the caller's transaction rolls back) when it cannot. */
export async function postEntry(tx: Db, moveKey: string, entry: Entry): Promise<Posted> {
  const delta = moneyText(entry.amount);
  const balance = await moveBalance(tx, entry, delta);
  if (balance === null) throw entry.amount.units < 0n ? new InsufficientFunds(entry.holder.book) : new MissingBalance(entry.holder.book);
  const [row] = await tx
    .insert(accountTransactions)
    .values({
      userId: entry.userId,
      book: entry.holder.book,
      accountId: entry.holder.book === 'account' ? entry.holder.accountId : null,
      trType: entry.kind,
      amount: delta,
      balanceAfter: balance,
      currency: entry.currency,
      status: entry.status ?? 'done',
      reference: entry.reference,
      moveKey,
      orderId: entry.orderId ?? null,
      executedAt: entry.at,
    })
    .returning({ id: accountTransactions.id });
  if (!row) throw new Error('ledger row insert returned nothing');
  return { id: row.id, balanceAfter: storedMoney(balance, entry.amount.scale) };
}
