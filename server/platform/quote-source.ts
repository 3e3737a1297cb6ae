import type { Asset } from './assets.ts';

// Where the platform's prices come from: the quotes it shows, opens trades at and settles them on, and the market
// signal rule reads. One interface, chosen once in the composition root (server/app.ts): the sandbox's simulated walk
// with SANDBOX on, a real feed when QUOTES_URL is set (./quote-feed.ts), or none — and then nothing invents a price:
// the quotes are "unavailable", no trade opens and settlement waits.

/** One second's price: `time` in Unix seconds, `value` as the feed prints it (the asset's decimals, never a float). */
export type Tick = { time: number; value: string };

export type QuoteSource = {
  /** The ticks of the seconds (fromSecond, toSecond], oldest first, at most `max` of the newest. */
  ticks(asset: Asset, fromSecond: number, toSecond: number, max: number): Promise<Tick[]>;
  /**
   * The price a trade opening at `now` takes: the one in force now, or null when the source has none fresh enough to
   * trade at (a trade on a stale price would be a bet on a move the trader may already have seen elsewhere).
   */
  openingQuote(asset: Asset, now: Date): Promise<string | null>;
  /**
   * The price in force at each whole second of `seconds` (Unix seconds), null for a second the source cannot vouch for
   * yet: one after `now`, or one a real feed has not reported past. Settlement waits for it; a signal bar is skipped.
   */
  quotesAt(asset: Asset, seconds: readonly number[], now: Date): Promise<(string | null)[]>;
  /** Work the source must keep doing while a server runs (a real feed's poll); server/start.ts runs it every QUOTE_REFRESH_MS. */
  refresh?(): Promise<void>;
};

/** How often server/start.ts runs a source's refresh: a tick a second, as the chart draws them. */
export const QUOTE_REFRESH_MS = 1_000;
