// Two ways a trader could try to call the next 30 s from the public ticks alone (the last 256 s of
// /v2/cli/api/quotes). Pure functions of those ticks, so tests/server/feed-prediction.test.ts can trade on them
// through the platform and count how often they win.

export type Tick = { time: number; value: string };
export type Direction = 'call' | 'put';

/**
 * The least-squares line through the window, extended `horizon` seconds past the last tick and compared with that
 * tick: it follows a trend and bets on a jump away from the line coming back.
 */
export function linearPrediction(ticks: readonly Tick[], horizon: number): Direction {
  const last = ticks.at(-1);
  if (!last) return 'call';
  const n = ticks.length;
  const meanT = ticks.reduce((sum, tick) => sum + tick.time, 0) / n;
  const meanP = ticks.reduce((sum, tick) => sum + Number(tick.value), 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const tick of ticks) {
    sxy += (tick.time - meanT) * (Number(tick.value) - meanP);
    sxx += (tick.time - meanT) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const ahead = meanP + slope * (last.time + horizon - meanT);
  return ahead >= Number(last.value) ? 'call' : 'put';
}

/**
 * The walk this server printed before its steps became independent, as it was published: the log-price offset was a
 * sum of 16 octaves of value noise (uniform in [-1, 1)), octave k with knots every 2^k s, linear between them and
 * scaled by sqrt(2^k); price = base · exp(volatility · offset). The parameters are that construction's.
 */
const OLD_WALK: Readonly<Record<string, { base: number; volatility: number; decimals: number }>> = {
  EURUSD: { base: 1.085, volatility: 0.00008, decimals: 5 },
  GBPUSD: { base: 1.27, volatility: 0.0001, decimals: 5 },
  USDJPY: { base: 151.2, volatility: 0.0001, decimals: 3 },
  BTCUSD: { base: 64_000, volatility: 0.0004, decimals: 2 },
  XAUUSD: { base: 2_330, volatility: 0.00012, decimals: 2 },
};
const OCTAVES = 16;
/** The variance of a value uniform in [-1, 1). */
const NOISE_VARIANCE = 1 / 3;

/** Where `time` falls in each octave: the knot before it and how far towards the next one. */
type Place = { index: Float64Array; fraction: Float64Array };

function place(time: number): Place {
  const index = new Float64Array(OCTAVES);
  const fraction = new Float64Array(OCTAVES);
  for (let octave = 0; octave < OCTAVES; octave += 1) {
    const period = 2 ** octave;
    index[octave] = Math.floor(time / period);
    fraction[octave] = (time - (index[octave] ?? 0) * period) / period;
  }
  return { index, fraction };
}

/** Each octave's variance at a knot: 2^k · Var(value). */
const OCTAVE_VARIANCE = Array.from({ length: OCTAVES }, (_, octave) => 2 ** octave * NOISE_VARIANCE);

/** The old offset's covariance between two seconds: the knots their interpolations share, octave by octave. */
function covariance(a: Place, b: Place): number {
  let sum = 0;
  for (let octave = 0; octave < OCTAVES; octave += 1) {
    const ia = a.index[octave] ?? 0;
    const ib = b.index[octave] ?? 0;
    const fa = a.fraction[octave] ?? 0;
    const fb = b.fraction[octave] ?? 0;
    let shared = 0;
    if (ia === ib) shared = (1 - fa) * (1 - fb) + fa * fb;
    else if (ib === ia + 1) shared = fa * (1 - fb);
    else if (ia === ib + 1) shared = fb * (1 - fa);
    sum += shared * (OCTAVE_VARIANCE[octave] ?? 0);
  }
  return sum;
}

/** Solves A x = b for a symmetric positive definite n×n A (row-major, overwritten by its Cholesky factor). */
function solveSpd(a: Float64Array, b: readonly number[]): Float64Array {
  const n = b.length;
  for (let j = 0; j < n; j += 1) {
    let d = a[j * n + j] ?? 0;
    for (let k = 0; k < j; k += 1) d -= (a[j * n + k] ?? 0) ** 2;
    const pivot = Math.sqrt(Math.max(d, 1e-12));
    a[j * n + j] = pivot;
    for (let i = j + 1; i < n; i += 1) {
      let sum = a[i * n + j] ?? 0;
      for (let k = 0; k < j; k += 1) sum -= (a[i * n + k] ?? 0) * (a[j * n + k] ?? 0);
      a[i * n + j] = sum / pivot;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k += 1) sum -= (a[i * n + k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (a[i * n + i] ?? 1);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k += 1) sum -= (a[k * n + i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (a[i * n + i] ?? 1);
  }
  return x;
}

/**
 * The best linear guess of the offset `horizon` seconds on, as if the old construction held (simple kriging with its
 * covariance: which knots each second shares with the target, and a mean of zero), against the last tick. It knows
 * where every octave's knots fall, so it sees a segment's slope carry on to its knot and the fine octaves' noise fade.
 */
export function knotAwarePrediction(symbol: string, ticks: readonly Tick[], horizon: number): Direction {
  const walk = OLD_WALK[symbol];
  const last = ticks.at(-1);
  if (!walk || !last) return 'call';
  const offsets = ticks.map((tick) => Math.log(Number(tick.value) / walk.base) / walk.volatility);
  const seen = ticks.map((tick) => place(tick.time));
  // The printed price is rounded to the asset's decimals: that much noise on each observation (and a floor that keeps
  // the system well conditioned).
  const rounding = ticks.map((tick) => Math.max((10 ** -walk.decimals / (Number(tick.value) * walk.volatility)) ** 2 / 12, 1e-4));
  const n = seen.length;
  const matrix = new Float64Array(n * n);
  seen.forEach((a, i) => {
    for (let j = 0; j <= i; j += 1) {
      const value = covariance(a, seen[j] ?? a) + (i === j ? (rounding[i] ?? 0) : 0);
      matrix[i * n + j] = value;
      matrix[j * n + i] = value;
    }
  });
  const weights = solveSpd(matrix, offsets);
  const target = place(last.time + horizon);
  const expected = seen.reduce((sum, a, i) => sum + covariance(target, a) * (weights[i] ?? 0), 0);
  return expected >= (offsets.at(-1) ?? 0) ? 'call' : 'put';
}
