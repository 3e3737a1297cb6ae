import type { Asset } from './assets.ts';
import { quoteText } from './quote-text.ts';

// The real quote feed's format (docs/deployment.md, "A real quote feed"): GET QUOTES_URL answers JSON
//
//   { "quotes": [ { "symbol": "EURUSD", "price": "1.08501", "time": 1767175199870 }, … ] }
//
// one entry per asset whose price the feed vouches for: `price` a positive decimal (text, or a JSON number), `time`
// the instant, in Unix milliseconds, at which that is the asset's price — the moment the feed answers, for a price
// that has not moved since. An asset whose market is closed is left out, and the platform then takes no trade on it.
// Symbols the platform does not list are ignored; so is an entry that breaks the format (logged, never fatal).

export type FeedQuote = { symbol: string; second: number; atMs: number; price: string };

export class QuoteFeedError extends Error {
  override readonly name = 'QuoteFeedError';
}

/** A feed clock this far ahead of the server's is tolerated; beyond it an entry vouches for a future it cannot know. */
export const MAX_FEED_SKEW_MS = 5_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry as the platform stores it, or null when it is not a usable price of a listed asset. */
function quoteOf(entry: unknown, assets: readonly Asset[], nowMs: number): FeedQuote | null {
  if (!isRecord(entry)) return null;
  const { symbol, price, time } = entry;
  const asset = assets.find((candidate) => candidate.symbol === symbol);
  if (!asset || typeof time !== 'number' || !Number.isSafeInteger(time) || time <= 0 || time > nowMs + MAX_FEED_SKEW_MS) return null;
  // A JSON number is read back as the shortest text that gives it ("1.08501"), the way the feed wrote it.
  const text = typeof price === 'string' ? quoteText(price, asset.decimals) : typeof price === 'number' ? quoteText(String(price), asset.decimals) : null;
  return text === null ? null : { symbol: asset.symbol, second: Math.floor(time / 1000), atMs: time, price: text };
}

export type ParsedFeed = { quotes: FeedQuote[]; skipped: number };

/** Parses an answer of the feed; throws QuoteFeedError when it is not one (not JSON, no `quotes` list). */
export function parseQuoteFeed(text: string, assets: readonly Asset[], nowMs: number): ParsedFeed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new QuoteFeedError('quote feed answer is not JSON');
  }
  if (!isRecord(data) || !Array.isArray(data['quotes'])) throw new QuoteFeedError('quote feed answer has no "quotes" list');
  const entries: readonly unknown[] = data['quotes'];
  const quotes: FeedQuote[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const quote = quoteOf(entry, assets, nowMs);
    if (quote) quotes.push(quote);
    else if (!(isRecord(entry) && typeof entry['symbol'] === 'string' && !assets.some((asset) => asset.symbol === entry['symbol']))) skipped += 1;
  }
  return { quotes, skipped };
}
