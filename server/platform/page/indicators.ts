// The indicators the chart can draw over its candles: the market signal rule's own (server/signals/rule.ts), with its
// periods and the same library, so SMA 5 / SMA 20 and RSI 14 on the 5-minute chart are the very lines the rule reads
// when it issues a signal. Pure: closes in, points out (prices as numbers: a chart plots them, no money moves here).
import { RSI, SMA } from 'trading-signals';
import { FAST_PERIOD, RSI_PERIOD, SLOW_PERIOD } from '../../signals/rule.ts';

export type Point = { time: number; value: number };

/** The simple moving average of `period` closes, from the first candle that has that many behind it. */
export function smaLine(closes: readonly Point[], period: number): Point[] {
  const sma = new SMA(period);
  const out: Point[] = [];
  for (const close of closes) {
    const value = sma.add(close.value);
    if (value !== null) out.push({ time: close.time, value });
  }
  return out;
}

/** RSI over `period` closes (Wilder's smoothing, as trading-signals computes it), from the first stable value. */
export function rsiLine(closes: readonly Point[], period: number): Point[] {
  const rsi = new RSI(period);
  const out: Point[] = [];
  for (const close of closes) {
    rsi.add(close.value);
    if (rsi.isStable) out.push({ time: close.time, value: rsi.getResultOrThrow() });
  }
  return out;
}

/** The rule's three lines over `closes`. */
export function ruleIndicators(closes: readonly Point[]): { fast: Point[]; slow: Point[]; rsi: Point[] } {
  return { fast: smaLine(closes, FAST_PERIOD), slow: smaLine(closes, SLOW_PERIOD), rsi: rsiLine(closes, RSI_PERIOD) };
}

export { FAST_PERIOD, RSI_PERIOD, SLOW_PERIOD };
