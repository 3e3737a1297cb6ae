import { createHmac } from 'node:crypto';

// The sandbox's simulated prices: a seeded random walk per asset, a pure function of (seed, asset, second), so every
// process on one database, the chart and the settlement agree on the price of any second without storing a tick.
// The seed is a secret kept in the database (./walk-seed.ts): without it nobody outside can compute a tick.
//
// The law: log-price makes independent, symmetric Gaussian steps, one a second, of standard deviation `volatility`
// (a martingale in log-price). Whatever a trader computes from past ticks, the next step is a fresh draw: a Call
// and a Put on it win equally often. (The walk this replaced summed value-noise octaves, linear between knots at
// 2^k s: a segment's slope carried on to its knot and the fine octaves' noise faded, so the public ticks predicted
// the next 30 s well enough to beat the payout.)
//
// The construction: Lévy's, the Brownian bridge halving an interval at a time. The path starts at 0 at the left end
// of a span of 2^SPAN_LEVEL s; its right end is a Gaussian draw of variance 2^SPAN_LEVEL; each interval's midpoint is
// the mean of its ends plus a Gaussian of variance length / 4, drawn by HMAC under the seed from (asset, level,
// index). The values it gives at whole seconds have exactly the law of the walk above (the bridge's conditional laws
// are exact for Gaussian steps), yet any one second costs SPAN_LEVEL draws, whatever the second: the sandbox clock may
// jump by weeks or years (POST /sandbox/clock) and the price is there at once. Summing one drawn step per second from
// an origin instead would cost a draw per second of the jump (a year is 31 million), and cached checkpoints would be
// state every process must build and agree on; this needs neither. The walk is pinned to each asset's base price at
// ANCHOR_S, so it wanders from there at the pace of its volatility (a year moves EUR/USD by about 11 % either way).
// Processes agree to the digit because they run this same code: the same double arithmetic on the same draws.

/** The second at which each asset is at its base price. */
const ANCHOR_S = Date.UTC(2026, 0, 1) / 1000;
/** The path covers 2^SPAN_LEVEL s (about 2 200 years) around the anchor; seconds beyond its ends stay at the end price. */
const SPAN_LEVEL = 37;
const SPAN = 2 ** SPAN_LEVEL;
/** Where the anchor sits on the span: its middle, so the walk runs as far into the past as into the future. */
const ORIGIN_S = ANCHOR_S - SPAN / 2;

/** The walk's parameters for an asset: its price at the anchor, and the standard deviation of a second's log step. */
export type WalkParameters = { base: number; volatility: number };

/**
 * Per second 2·10⁻⁵ is about 11 % a year for EUR/USD (the market's is nearer 7 %), 1.2·10⁻⁴ about 67 % for
 * bitcoin: a little livelier than the markets, so a 30 s trade moves, yet a year of sandbox clock stays believable.
 * The rest keep the same proportions to their markets: EUR/GBP the calmest pair, silver and oil livelier than gold,
 * the indices about gold's, ether livelier than bitcoin. Bases are early-2026 levels.
 */
export const WALK_PARAMETERS: Readonly<Record<string, WalkParameters>> = {
  EURUSD: { base: 1.085, volatility: 0.00002 },
  GBPUSD: { base: 1.27, volatility: 0.000025 },
  USDJPY: { base: 151.2, volatility: 0.000025 },
  AUDUSD: { base: 0.655, volatility: 0.000025 },
  USDCAD: { base: 1.365, volatility: 0.00002 },
  EURGBP: { base: 0.855, volatility: 0.000015 },
  XAUUSD: { base: 2_330, volatility: 0.000035 },
  XAGUSD: { base: 28.5, volatility: 0.00005 },
  USOIL: { base: 78.5, volatility: 0.00005 },
  US500: { base: 5_200, volatility: 0.00003 },
  DE40: { base: 18_200, volatility: 0.00003 },
  BTCUSD: { base: 64_000, volatility: 0.00012 },
  ETHUSD: { base: 3_200, volatility: 0.00015 },
};

/** A standard Gaussian drawn from a keyed digest (Box–Muller over two 53-bit uniforms in (0, 1)). */
function gaussian(digest: Buffer): number {
  const uniform = (offset: number) => (digest.readUInt32BE(offset) * 2 ** 21 + (digest.readUInt32BE(offset + 4) >>> 11) + 0.5) / 2 ** 53;
  return Math.sqrt(-2 * Math.log(uniform(0))) * Math.cos(2 * Math.PI * uniform(8));
}

/** The bridge's draw for the midpoint of interval `index` at `level` (intervals of 2^level s), or for the span's end. */
type Draw = (symbol: string, level: number, index: number) => number;

function keyedDraw(seed: string): Draw {
  return (symbol, level, index) => gaussian(createHmac('sha256', seed).update(`walk:${symbol}:${level}:${index}`).digest());
}

/**
 * The path's values (in steps of standard deviation 1) at the whole seconds `from`…`to` of the span (offsets from its
 * left end), by halving only the intervals that reach into that range: a run of n seconds costs about 2n + 2·SPAN_LEVEL
 * draws, however far from the anchor it lies.
 */
function pathRange(draw: Draw, symbol: string, from: number, to: number): Float64Array {
  const out = new Float64Array(to - from + 1);
  const fill = (lo: number, loValue: number, hi: number, hiValue: number, level: number): void => {
    if (hi < from || lo > to) return;
    if (lo >= from) out[lo - from] = loValue;
    if (hi <= to) out[hi - from] = hiValue;
    if (level === 0) return;
    const mid = lo + 2 ** (level - 1);
    const midValue = (loValue + hiValue) / 2 + Math.sqrt(2 ** level / 4) * draw(symbol, level, lo / 2 ** level);
    fill(lo, loValue, mid, midValue, level - 1);
    fill(mid, midValue, hi, hiValue, level - 1);
  };
  fill(0, 0, SPAN, Math.sqrt(SPAN) * draw(symbol, SPAN_LEVEL + 1, 0), SPAN_LEVEL);
  return out;
}

/** The span's offset of a Unix second; seconds beyond its ends stay at the end. */
const offsetOf = (second: number) => Math.min(Math.max(second - ORIGIN_S, 0), SPAN);

/**
 * Runs of consecutive seconds, where `at` is the first one's place in `seconds` (the chart's ticks are one run; signal
 * bars are runs of one). A second joins a run only inside the span, so a longer run never meets its clamped ends.
 */
function runsOf(seconds: readonly number[]): { from: number; to: number; at: number }[] {
  const runs: { from: number; to: number; at: number }[] = [];
  seconds.forEach((second, at) => {
    const run = runs.at(-1);
    const inside = second - ORIGIN_S >= 1 && second - ORIGIN_S <= SPAN;
    if (run && inside && second === run.to + 1) run.to = second;
    else runs.push({ from: second, to: second, at });
  });
  return runs;
}

function quotesWith(draw: Draw, anchor: number, symbol: string, parameters: WalkParameters, decimals: number, seconds: readonly number[]): string[] {
  const out: string[] = [];
  for (const run of runsOf(seconds)) {
    const values = pathRange(draw, symbol, offsetOf(run.from), offsetOf(run.to));
    for (let i = 0; i <= run.to - run.from; i += 1) {
      const steps = (values[i] ?? 0) - anchor;
      out[run.at + i] = (parameters.base * Math.exp(parameters.volatility * steps)).toFixed(decimals);
    }
  }
  return out;
}

/** An asset as the walk prices it: its symbol and how many decimals its quotes are printed with. */
export type WalkAsset = { symbol: string; decimals: number };

/** The price walk under one seed: the same seed gives the same quotes in every process. */
export type Walk = {
  /** The quotes of `asset` at each whole second of `seconds` (Unix seconds), a run of consecutive ones at once; null for an asset the walk does not know. */
  quotesAt(asset: WalkAsset, seconds: readonly number[]): string[] | null;
  /** The quote at one whole second. */
  quoteAt(asset: WalkAsset, second: number): string | null;
};

export function seededWalk(seed: string): Walk {
  const draw = keyedDraw(seed);
  // The path's value at the anchor, subtracted from every other: a constant of the seed, computed once per asset.
  const anchors = new Map<string, number>();
  const anchorOf = (symbol: string) => {
    let anchor = anchors.get(symbol);
    if (anchor === undefined) {
      anchor = pathRange(draw, symbol, ANCHOR_S - ORIGIN_S, ANCHOR_S - ORIGIN_S)[0] ?? 0;
      anchors.set(symbol, anchor);
    }
    return anchor;
  };
  const quotesAt = (asset: WalkAsset, seconds: readonly number[]) => {
    const parameters = WALK_PARAMETERS[asset.symbol];
    return parameters ? quotesWith(draw, anchorOf(asset.symbol), asset.symbol, parameters, asset.decimals, seconds) : null;
  };
  return {
    quotesAt,
    quoteAt: (asset, second) => quotesAt(asset, [second])?.[0] ?? null,
  };
}
