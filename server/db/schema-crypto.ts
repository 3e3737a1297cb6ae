import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.ts';
import { accounts, userRef } from './schema.ts';

// Crypto invoices (spec §3 Invoice: guid, status, hash, ts, address) and the exchange (fixed-mode) coin
// balances an invoice paid in fixed mode credits.


/** Spec §4: wt (waiting) → su (paid) | ex (expired). */
export type InvoiceStatus = 'wt' | 'su' | 'ex';

export const cryptoInvoices = pgTable(
  'crypto_invoices',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull().unique(),
    userId: userRef(),
    /** The account current when the invoice was made: an approved account-mode invoice credits it. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The URL slug: btc, bch, ltc, eth, dash, zcash, usdt, token, vload (a BTC invoice for the vload flow). */
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    /** What the chain must receive, in the coin (8 decimals). */
    amount: money('amount').notNull(),
    /** Account mode: the account currency and its amount; fixed mode: the coin itself (fiat_amount = amount). */
    currency: varchar('currency', { length: 8 }).notNull(),
    fiatAmount: money('fiat_amount').notNull(),
    /** Units of `currency` per coin at creation. */
    rate: money('rate').notNull(),
    bonus: money('bonus').notNull().default('0'),
    fixed: boolean('fixed').notNull().default(false),
    isErc20: boolean('is_erc20').notNull().default(false),
    token: text('token').notNull().default(''),
    status: text('status').$type<InvoiceStatus>().notNull(),
    hash: text('hash').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    settledAt: tstz('settled_at'),
  },
  (t) => [uniqueIndex('crypto_invoices_user_key_idx').on(t.userId, t.idempotencyKey), index('crypto_invoices_user_idx').on(t.userId, t.createdAt)],
);

/** Exchange (fixed-mode) balances per coin, the answer of /api/triggers/exchange. */
export const exchangeBalances = pgTable(
  'exchange_balances',
  {
    userId: userRef(),
    coin: varchar('coin', { length: 8 }).notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.coin] })],
);

/** Credits made by approved invoices: `invoice_id` unique, so an invoice credits once whatever races. */
export const invoiceCredits = pgTable('invoice_credits', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .unique()
    .references(() => cryptoInvoices.id, { onDelete: 'cascade' }),
  userId: userRef(),
  amount: money('amount').notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  createdAt: tstz('created_at').notNull(),
});

export type CryptoInvoiceRow = typeof cryptoInvoices.$inferSelect;

/** Spec §7 "Other payments": wallet, e-money and bank requests; `reply` is the first answer, replayed for a repeated key. */
/** `void`: a key asked about (/api/payments/outcome) before any request with it arrived; it never credits. */
export type WalletPaymentStatus = 'approved' | 'declined' | 'pending' | 'void';

export const walletPayments = pgTable(
  'wallet_payments',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    processor: text('processor').notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    bonus: money('bonus').notNull().default('0'),
    status: text('status').$type<WalletPaymentStatus>().notNull(),
    code: text('code').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [uniqueIndex('wallet_payments_user_key_idx').on(t.userId, t.idempotencyKey)],
);
export type WalletPaymentRow = typeof walletPayments.$inferSelect;
