import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The prices a real quote feed gave (server/platform/quote-feed.ts), one row per asset and second: every process on
// the database, and the same process after a restart, serves, opens trades at and settles on the same history.

export const quoteTicks = pgTable(
  'quote_ticks',
  {
    symbol: text('symbol').notNull(),
    /** The Unix second the price held in. */
    second: bigint('second', { mode: 'number' }).notNull(),
    /** As the platform prints it: the asset's decimals (server/platform/quote-text.ts). */
    price: text('price').notNull(),
    /** The feed's own instant for the price (Unix ms): within one second, a later price replaces an earlier one. */
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
  },
  // The key is the one index every read needs: an asset's seconds in order (the newest, the last at or before one).
  (t) => [primaryKey({ columns: [t.symbol, t.second] })],
);

export type QuoteTickRow = typeof quoteTicks.$inferSelect;
