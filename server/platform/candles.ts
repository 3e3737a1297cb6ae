import { type Candle, candlesOf, candleStart, TIMEFRAMES, type Timeframe } from '../../common/candles.ts';
import type { Asset } from './assets.ts';
import { QUOTE_HISTORY_S } from './quote-feed.ts';
import type { QuoteSource, Tick } from './quote-source.ts';

// The chart's candles, built here from the quote source's per-second ticks (common/candles.ts aggregates them), so a
// reload, another tab or another server process draws the same history: the sandbox walk is a function of its seed and
// the clock, and a real feed's ticks are stored. Nothing is invented: a stretch the source has no ticks for has no candle.
//
// A 15-minute chart of 100 candles is 90 000 seconds of ticks, which the walk computes in about half a second: closed
// candles are kept in memory per process, so only the first reader of a stretch pays for it. A closed candle never
// changes — unless the source itself changes under the cache (the sandbox's POST /sandbox/feed_seed, a real feed's
// history pruned): each asset's cache remembers one close it holds and checks it against the source on every read,
// and starts afresh when they differ.

/** At most this many candles an answer carries (the default: about a phone's chart and a half). */
export const MAX_CANDLES = 300;
export const DEFAULT_CANDLES = 100;
/**
 * How far back a chart may ask (`to`): the week a real feed's ticks are kept (./quote-feed.ts). It also bounds what a
 * stranger can make the walk compute: this public call cannot send the server through years of seconds.
 */
export const CANDLE_HISTORY_S = QUOTE_HISTORY_S;

/** A candle is kept once it closed this long ago: a real feed reports a second within a second or two, never later. */
const SETTLED_AFTER_S = 60;
/** The cache's bound, in candles over every asset and timeframe (a few MB): the oldest stored go first. */
const MAX_CACHED = 50_000;
/**
 * Ticks are read this many seconds at a time (an hour and a half; a fifth of a second of the walk's work), so a long
 * first read lets other requests in between its parts instead of holding the server for its whole length.
 */
const TICKS_PER_READ = 5_400;

export type CandleQuery = { asset: Asset; timeframe: Timeframe; /** Unix seconds: the last candle is the one holding it. */ to: number; limit: number };

export type CandleReader = {
  /** Up to `limit` candles, oldest first, ending with the one that holds `to` (or now, when `to` is later). */
  read(query: CandleQuery, now: Date): Promise<Candle[]>;
};

type Anchor = { second: number; value: string };

export function candleReader(quotes: QuoteSource): CandleReader {
  /** Settled candles by `symbol:timeframe:start`; null for a settled stretch without ticks. */
  const cache = new Map<string, Candle | null>();
  const anchors = new Map<string, Anchor>();
  const keyOf = (symbol: string, timeframe: Timeframe, start: number) => `${symbol}:${timeframe}:${start}`;

  const forget = (symbol: string) => {
    anchors.delete(symbol);
    for (const key of cache.keys()) if (key.startsWith(`${symbol}:`)) cache.delete(key);
  };

  /** Drops the asset's cache when the source no longer gives the close it was built on. */
  const checkAnchor = async (asset: Asset, now: Date) => {
    const anchor = anchors.get(asset.symbol);
    if (!anchor) return;
    const [value] = await quotes.quotesAt(asset, [anchor.second], now);
    if (value !== anchor.value) forget(asset.symbol);
  };

  const keep = (key: string, candle: Candle | null) => {
    cache.set(key, candle);
    while (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  };

  return {
    async read({ asset, timeframe, to, limit }, now) {
      const tf = TIMEFRAMES[timeframe];
      const nowS = Math.floor(now.getTime() / 1000);
      const end = Math.min(to, nowS);
      const last = candleStart(end, tf);
      const starts = Array.from({ length: limit }, (_, i) => last - (limit - 1 - i) * tf);
      const settled = (start: number) => start + tf <= nowS - SETTLED_AFTER_S;
      await checkAnchor(asset, now);
      // Ticks are read from the first candle not kept to the end: in the usual case the last few candles only.
      const firstMissing = starts.find((start) => !settled(start) || !cache.has(keyOf(asset.symbol, timeframe, start)));
      const built = new Map<number, Candle>();
      if (firstMissing !== undefined) {
        const ticks: Tick[] = [];
        for (let from = firstMissing; from < end; from += TICKS_PER_READ) {
          const to = Math.min(end, from + TICKS_PER_READ);
          ticks.push(...(await quotes.ticks(asset, from, to, to - from)));
          // A turn of the event loop between parts: the quote stream and other requests are served meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
        }
        for (const candle of candlesOf(ticks, tf)) built.set(candle.time, candle);
        for (const start of starts) {
          if (start < firstMissing || !settled(start)) continue;
          const candle = built.get(start) ?? null;
          keep(keyOf(asset.symbol, timeframe, start), candle);
          if (candle && !anchors.has(asset.symbol)) anchors.set(asset.symbol, { second: start + tf, value: candle.close });
        }
      }
      const out: Candle[] = [];
      for (const start of starts) {
        const candle = built.get(start) ?? cache.get(keyOf(asset.symbol, timeframe, start)) ?? null;
        if (candle) out.push(candle);
      }
      return out;
    },
  };
}
