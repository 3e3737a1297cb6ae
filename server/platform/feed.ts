// The simulated price feed: a seeded random walk per asset, a pure function of (asset, server time), so every
// process, the chart and the settlement agree on the price at any second without storing ticks.
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

/** A 32-bit integer hash (murmur3 finaliser over a mixed key) mapped to [-1, 1). */
function noise(seed: number, octave: number, index: number): number {
  let h = (seed ^ Math.imul(octave + 1, 0x9e3779b1) ^ Math.imul(index | 0, 0x85ebca6b) ^ Math.imul(Math.floor(index / 2 ** 32), 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 2 ** 31 - 1;
}

function seedOf(symbol: string): number {
  let h = 2166136261;
  for (const char of symbol) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The quote of `asset` at whole second `second` (Unix seconds) as the feed prints it. */
export function quoteAt(asset: Asset, second: number): string {
  const seed = seedOf(asset.symbol);
  let offset = 0;
  for (let octave = 0; octave < OCTAVES; octave += 1) {
    const period = 2 ** octave;
    const index = Math.floor(second / period);
    const fraction = (second - index * period) / period;
    const a = noise(seed, octave, index);
    const b = noise(seed, octave, index + 1);
    offset += (a + (b - a) * fraction) * Math.sqrt(period);
  }
  return (asset.base * Math.exp(asset.volatility * offset)).toFixed(asset.decimals);
}

/** The quote in force at `time`: the price of the last whole second. */
export function quoteAtTime(asset: Asset, time: Date): string {
  return quoteAt(asset, Math.floor(time.getTime() / 1000));
}

export type Tick = { time: number; value: string };

/** Ticks for the seconds (from, to], at most `max` of the newest. */
export function ticksBetween(asset: Asset, fromSecond: number, toSecond: number, max = 600): Tick[] {
  const start = Math.max(fromSecond + 1, toSecond - max + 1);
  const ticks: Tick[] = [];
  for (let second = start; second <= toSecond; second += 1) ticks.push({ time: second, value: quoteAt(asset, second) });
  return ticks;
}

/** Compares two quotes printed with the same decimals exactly (no float rounding at the edge). */
const quoteUnits = (quote: string) => BigInt(quote.replace('.', ''));

export function compareQuotes(a: string, b: string): -1 | 0 | 1 {
  const units = quoteUnits;
  const x = units(a);
  const y = units(b);
  return x === y ? 0 : x > y ? 1 : -1;
}
