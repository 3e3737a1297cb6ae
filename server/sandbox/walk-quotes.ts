import type { Db } from '../db/client.ts';
import type { QuoteSource, Tick } from '../platform/quote-source.ts';
import type { Walk } from './price-walk.ts';
import { walkFor } from './walk-seed.ts';

// The sandbox's quote source: the seeded walk (./price-walk.ts), read on the server clock. It knows the price of
// every second, but answers none after `now`: a coming tick is never served, nor settled on, before its time.

const secondOf = (time: Date) => Math.floor(time.getTime() / 1000);

/** The quote source over a walk (`walk` is asked at each call: the sandbox may change the seed). */
export function walkQuotes(walk: () => Promise<Walk>): QuoteSource {
  return {
    async ticks(asset, fromSecond, toSecond, max) {
      const seconds: number[] = [];
      for (let at = Math.max(fromSecond + 1, toSecond - max + 1); at <= toSecond; at += 1) seconds.push(at);
      const values = (await walk()).quotesAt(asset, seconds) ?? [];
      return values.map((value, i): Tick => ({ time: seconds[i] ?? 0, value }));
    },
    async openingQuote(asset, now) {
      return (await walk()).quoteAt(asset, secondOf(now));
    },
    async quotesAt(asset, seconds, now) {
      const values = (await walk()).quotesAt(asset, seconds);
      return seconds.map((second, i) => (values && second <= secondOf(now) ? (values[i] ?? null) : null));
    },
  };
}

/** The walk under this database's seed (made on first use, the same for every process on the database). */
export function walkQuoteSource(db: Db): QuoteSource {
  return walkQuotes(() => walkFor(db));
}
