import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, tstz } from './columns.ts';
import { accountRef, userRef } from './schema.ts';

// The platform host's orders and account transactions, notifications, signals and the one-time
// tokens that let the embedded platform (a third-party iframe without cookies) know the trader.


export type OrderDirection = 'call' | 'put';
/** open until expiry; then won, lost, or tie (the stake comes back). */
export type OrderStatus = 'open' | 'won' | 'lost' | 'tie';

export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    accountId: accountRef(),
    symbol: text('symbol').notNull(),
    direction: text('direction').$type<OrderDirection>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Profit share on a win, e.g. 0.80 → a winning 10.00 pays back 18.00. */
    payoutRate: numeric('payout_rate', { precision: 6, scale: 4 }).notNull(),
    /** Quotes as the feed prints them (decimal strings). */
    openPrice: text('open_price').notNull(),
    closePrice: text('close_price'),
    openTime: tstz('open_time').notNull(),
    expiryTime: tstz('expiry_time').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** What the account got back at settlement (0 on a loss). */
    payout: money('payout'),
    /** When settling this order last failed: the sweep skips it for a while so it cannot hold up everyone else's. */
    settleFailedAt: tstz('settle_failed_at'),
  },
  (t) => [
    index('trade_orders_user_time_idx').on(t.userId, t.openTime),
    index('trade_orders_open_idx').on(t.status, t.expiryTime),
    // The user refresh (every 90 s per tab) asks whether this trader has a trade past expiry: the open ones only, so a
    // long history is never scanned.
    index('trade_orders_user_open_idx').on(t.userId, t.expiryTime).where(sql`status = 'open'`),
  ],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** The words as written, for a notice composed by hand (the back office, the sandbox); '' when `messageKey` says it. */
    text: text('text').notNull(),
    /** A notice of an event, worded at each read in the reader's language: its catalogue key (server/messages) and values. */
    messageKey: text('message_key'),
    messageVars: jsonb('message_vars').$type<Readonly<Record<string, string>>>(),
    read: smallint('read').notNull().default(0),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('user_notifications_user_idx').on(t.userId, t.createdAt)],
);

/** A trading signal due for one user from `dueAt` until `expiresAt` (spec §3 Signal: id). */
export const tradingSignals = pgTable(
  'trading_signals',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    signalId: text('signal_id').notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction').$type<OrderDirection>().notNull(),
    dueAt: tstz('due_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('trading_signals_user_signal_idx').on(t.userId, t.signalId), index('trading_signals_due_idx').on(t.userId, t.dueAt)],
);

/**
 * A signal the market rule issued for everyone (server/signals): one per asset and bar, whichever process saw the bar
 * first — the unique (symbol, bar_time) index makes the insert count once. The reason's numbers are kept, not its
 * words, so each trader reads it in their language.
 */
export const marketSignals = pgTable(
  'market_signals',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    direction: text('direction').$type<OrderDirection>().notNull(),
    /** The close of the bar on which the rule fired. */
    barTime: tstz('bar_time').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    fastPeriod: smallint('fast_period').notNull(),
    slowPeriod: smallint('slow_period').notNull(),
    /** RSI at the bar's close, rounded to a whole number. */
    rsi: smallint('rsi').notNull(),
  },
  (t) => [uniqueIndex('market_signals_symbol_bar_idx').on(t.symbol, t.barTime), index('market_signals_expires_idx').on(t.expiresAt)],
);

/** One-time tokens the app mints for the iframe; only the hash is kept, each is spent once, 60 s to live. */
export const platformHandoffs = pgTable('platform_handoffs', {
  id: text('id').primaryKey(),
  userId: userRef(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

export type OrderRow = typeof tradeOrders.$inferSelect;
export type NotificationRow = typeof userNotifications.$inferSelect;
export type SignalRow = typeof tradingSignals.$inferSelect;
export type MarketSignalRow = typeof marketSignals.$inferSelect;
export type TradingSignalRow = typeof tradingSignals.$inferSelect;
