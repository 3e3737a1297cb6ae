/*
 * Candles from the platform's per-second quotes: one copy for the host, which builds a chart's history from its quote
 * source (server/platform/candles.ts), and the platform page, which keeps the last candle live from the stream of new
 * ticks — so the candle a reload shows is the one the page drew. Pure; prices stay the decimal strings the source
 * printed (compared exactly, never as floats).
 *
 * A candle at time T covers the seconds after T up to T + its timeframe: its close is the quote at T + timeframe, the
 * close the market signal rule reads for the bar ending then (server/signals/quote-source.ts), so SMA and RSI drawn
 * over 5-minute candles are the rule's own.
 */

export const TIMEFRAMES = { '1m': 60, '5m': 300, '15m': 900 } as const;
export type Timeframe = keyof typeof TIMEFRAMES;

export function isTimeframe(value: string): value is Timeframe {
  return Object.hasOwn(TIMEFRAMES, value);
}

/** One second's quote (Unix seconds, the decimal string the source printed). */
export type Tick = { time: number; value: string };

/** `time`: Unix seconds of the candle's start; prices as the source printed them. */
export type Candle = { time: number; open: string; high: string; low: string; close: string };

/** The start of the candle a second belongs to (the seconds T+1 … T+tf belong to T). */
export function candleStart(second: number, timeframeS: number): number {
  return Math.floor((second - 1) / timeframeS) * timeframeS;
}

/** Compares two quotes exactly, whatever their digits ("1.2" vs "1.19999"): −1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const [aWhole = '0', aFraction = ''] = a.trim().split('.');
  const [bWhole = '0', bFraction = ''] = b.trim().split('.');
  const width = Math.max(aFraction.length, bFraction.length);
  const left = BigInt(aWhole + aFraction.padEnd(width, '0'));
  const right = BigInt(bWhole + bFraction.padEnd(width, '0'));
  return left === right ? 0 : left > right ? 1 : -1;
}

/** `candle` (which `tick` belongs to) with the tick added; a tick of a later candle starts a new one. */
export function withTick(candle: Candle | null, tick: Tick, timeframeS: number): Candle {
  const start = candleStart(tick.time, timeframeS);
  if (candle === null || candle.time !== start) return { time: start, open: tick.value, high: tick.value, low: tick.value, close: tick.value };
  return {
    time: start,
    open: candle.open,
    high: compareDecimals(tick.value, candle.high) > 0 ? tick.value : candle.high,
    low: compareDecimals(tick.value, candle.low) < 0 ? tick.value : candle.low,
    close: tick.value,
  };
}

/** The candles of `ticks` (oldest first), oldest first; a stretch without ticks has no candle. */
export function candlesOf(ticks: readonly Tick[], timeframeS: number): Candle[] {
  const candles: Candle[] = [];
  for (const tick of ticks) {
    const last = candles.at(-1) ?? null;
    const next = withTick(last, tick, timeframeS);
    if (last !== null && next.time === last.time) candles[candles.length - 1] = next;
    else candles.push(next);
  }
  return candles;
}
