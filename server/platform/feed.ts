import { createHmac } from 'node:crypto';

// The simulated price feed: a seeded random walk per asset, a pure function of (seed, asset, server time), so every
// process, the chart and the settlement agree on the price at any second without storing ticks. The seed is a secret
// the server keeps in its database (./feed-seed.ts): without it nobody outside can compute a tick ahead of time.
//
// Construction: the log-price offset is a sum of value-noise octaves (periods 1 s … 2^15 s), each scaled by
// sqrt(period) — the variance of a random walk grows with time like that, so the path looks and behaves like
// one at every zoom level, yet stays bounded (it never drifts to zero over a year of sandbox clock).

export type Asset = { symbol: string; name: string; base: number; decimals: number; volatility: number };

export const ASSETS: readonly Asset[] = [
  { symbol: 'EURUSD', name: 'EUR/USD', base: 1.085, decimals: 5, volatility: 0.00008 },
  { symbol: 'GBPUSD', name: 'GBP/USD', base: 1.27, decimals: 5, volatility: 0.0001 },
  { symbol: 'USDJPY', name: 'USD/JPY', base: 151.2, decimals: 3, volatility: 0.0001 },
  { symbol: 'BTCUSD', name: 'BTC/USD', base: 64_000, decimals: 2, volatility: 0.0004 },
  { symbol: 'XAUUSD', name: 'Gold', base: 2_330, decimals: 2, volatility: 0.00012 },
];

const OCTAVES = 16;

export function findAsset(symbol: string): Asset | null {
  return ASSETS.find((asset) => asset.symbol === symbol) ?? null;
}

/** Where each noise value comes from: a keyed function of (asset, octave, index) to [-1, 1). */
type Noise = (symbol: string, octave: number, index: number) => number;

/**
 * The feed's noise keyed with `seed`: HMAC-SHA256 of (asset, octave, index). A hash of public inputs alone let anyone
 * with a copy of this file print every future tick and so know each trade's outcome before opening it; under a key
 * only the server holds (server/platform/feed-seed.ts) the walk is the same for every process and unknowable outside.
 */
function keyedNoise(seed: string): Noise {
  return (symbol, octave, index) => {
    const digest = createHmac('sha256', seed).update(`${symbol}:${octave}:${index}`).digest();
    return digest.readUInt32BE(0) / 2 ** 31 - 1;
  };
}

/** The same noise, each value computed once: neighbouring seconds share all but the finest octaves' values. */
function memoized(noise: Noise): Noise {
  const seen = new Map<string, number>();
  return (symbol, octave, index) => {
    const key = `${symbol}:${octave}:${index}`;
    let value = seen.get(key);
    if (value === undefined) {
      value = noise(symbol, octave, index);
      seen.set(key, value);
    }
    return value;
  };
}

function quoteWith(noise: Noise, asset: Asset, second: number): string {
  let offset = 0;
  for (let octave = 0; octave < OCTAVES; octave += 1) {
    const period = 2 ** octave;
    const index = Math.floor(second / period);
    const fraction = (second - index * period) / period;
    const a = noise(asset.symbol, octave, index);
    const b = noise(asset.symbol, octave, index + 1);
    offset += (a + (b - a) * fraction) * Math.sqrt(period);
  }
  return (asset.base * Math.exp(asset.volatility * offset)).toFixed(asset.decimals);
}

export type Tick = { time: number; value: string };

/** The price walk under one seed: the same seed gives the same quotes in every process. */
export type Feed = {
  /** The quote of `asset` at whole second `second` (Unix seconds) as the feed prints it. */
  quoteAt(asset: Asset, second: number): string;
  /** The quote in force at `time`: the price of the last whole second. */
  quoteAtTime(asset: Asset, time: Date): string;
  /** The quotes at each of `seconds`, sharing the work between them. */
  quotesAt(asset: Asset, seconds: readonly number[]): string[];
  /** Ticks for the seconds (from, to], at most `max` of the newest. */
  ticksBetween(asset: Asset, fromSecond: number, toSecond: number, max?: number): Tick[];
};

export function seededFeed(seed: string): Feed {
  const noise = keyedNoise(seed);
  const quotesAt = (asset: Asset, seconds: readonly number[]) => {
    const shared = memoized(noise);
    return seconds.map((second) => quoteWith(shared, asset, second));
  };
  return {
    quoteAt: (asset, second) => quoteWith(noise, asset, second),
    quoteAtTime: (asset, time) => quoteWith(noise, asset, Math.floor(time.getTime() / 1000)),
    quotesAt,
    ticksBetween(asset, fromSecond, toSecond, max = 600) {
      const seconds: number[] = [];
      for (let second = Math.max(fromSecond + 1, toSecond - max + 1); second <= toSecond; second += 1) seconds.push(second);
      const values = quotesAt(asset, seconds);
      return seconds.map((time, i) => ({ time, value: values[i] ?? '' }));
    },
  };
}

/** Compares two quotes printed with the same decimals exactly (no float rounding at the edge). */
const quoteUnits = (quote: string) => BigInt(quote.replace('.', ''));

export function compareQuotes(a: string, b: string): -1 | 0 | 1 {
  const units = quoteUnits;
  const x = units(a);
  const y = units(b);
  return x === y ? 0 : x > y ? 1 : -1;
}
