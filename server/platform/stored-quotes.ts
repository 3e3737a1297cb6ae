import { and, desc, eq, gt, gte, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quoteTicks } from '../db/schema-quotes.ts';
import type { QuoteSource } from './quote-source.ts';

// The quotes a real feed gave, as stored by ./quote-feed.ts: read from the database, so every process (and this one
// after a restart) serves the same history, opens trades at the same price and settles them on the same one.
//
// The rules: a trade opens at the newest price, if the feed vouched for it within MAX_QUOTE_AGE_S; the price of a past
// second is the last one the feed gave at or before it, and it is final once the feed has reported a later second
// (until then a later price within that second could still arrive, so settlement waits). A second inside an outage is
// priced, once the feed is back, at the last price before the outage: no trade opened during it (none was fresh).

/** A trade opens only on a price the feed vouched for this recently: an older one may already have moved elsewhere. */
export const MAX_QUOTE_AGE_S = 3;

const secondOf = (time: Date) => Math.floor(time.getTime() / 1000);

export function storedQuoteSource(db: Db): QuoteSource {
  const lastAtOrBefore = async (symbol: string, second: number, notBefore = 0) => {
    const [row] = await db
      .select({ price: quoteTicks.price })
      .from(quoteTicks)
      .where(and(eq(quoteTicks.symbol, symbol), lte(quoteTicks.second, second), gte(quoteTicks.second, notBefore)))
      .orderBy(desc(quoteTicks.second))
      .limit(1);
    return row?.price ?? null;
  };

  return {
    async ticks(asset, fromSecond, toSecond, limit) {
      const rows = await db
        .select({ time: quoteTicks.second, value: quoteTicks.price })
        .from(quoteTicks)
        .where(and(eq(quoteTicks.symbol, asset.symbol), gt(quoteTicks.second, fromSecond), lte(quoteTicks.second, toSecond)))
        .orderBy(desc(quoteTicks.second))
        .limit(limit);
      return rows.toReversed();
    },
    openingQuote(asset, now) {
      const second = secondOf(now);
      return lastAtOrBefore(asset.symbol, second, second - MAX_QUOTE_AGE_S);
    },
    async quotesAt(asset, seconds, now) {
      const [reported] = await db.select({ newest: max(quoteTicks.second) }).from(quoteTicks).where(eq(quoteTicks.symbol, asset.symbol));
      const newest = reported?.newest ?? null;
      const current = secondOf(now);
      return Promise.all(seconds.map((second) => (newest !== null && second < newest && second <= current ? lastAtOrBefore(asset.symbol, second) : null)));
    },
  };
}
