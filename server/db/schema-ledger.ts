import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Book, TransactionType } from '../../common/transactions.ts';
import { money, tstz } from './columns.ts';
import { accounts, userRef } from './schema.ts';
import { tradeOrders } from './schema-trading.ts';

// The ledger (server/money/): every change of a balance is one row here, written in the same transaction as the
// conditional update of the balance it moves, so each balance equals the sum of its rows. The table keeps its first
// name, account_transactions: it began as the trading account's history and the Transactions list still reads it.

export const accountTransactions = pgTable(
  'account_transactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    book: text('book').$type<Book>().notNull().default('account'),
    /** The trading account of an `account` row; null for the other books. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    trType: text('tr_type').$type<TransactionType>().notNull(),
    /** Signed: a debit is negative. */
    amount: money('amount').notNull(),
    /** The balance this row left behind. */
    balanceAfter: money('balance_after').notNull(),
    /** The currency, or the coin of an `exchange` row. */
    currency: text('currency').notNull(),
    /** What the row is shown as: done, or a withdrawal's state (the one thing about a row that changes later). */
    status: text('status').notNull().default('done'),
    /** What moved the money, e.g. `withdrawal:12`, `card:40`, `order:7`. */
    reference: text('reference').notNull().default(''),
    /** The money move (money_moves.key) this row belongs to. */
    moveKey: text('move_key').notNull().default(''),
    orderId: integer('order_id').references(() => tradeOrders.id, { onDelete: 'set null' }),
    executedAt: tstz('executed_at').notNull(),
  },
  (t) => [index('account_transactions_user_time_idx').on(t.userId, t.executedAt), index('account_transactions_account_idx').on(t.accountId)],
);

/**
 * One row per money move, unique per trader, kind and key: a request's idempotency key, or a key the server derives
 * from what moved the money (`card/40`, `order/7/settle`). `reply` is a request's first answer, replayed for the
 * same key; null for the moves the server makes itself.
 */
export const moneyMoves = pgTable(
  'money_moves',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    reply: jsonb('reply'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [uniqueIndex('money_moves_key_idx').on(t.userId, t.kind, t.key)],
);

export type TransactionRow = typeof accountTransactions.$inferSelect;
export type MoneyMoveRow = typeof moneyMoves.$inferSelect;
