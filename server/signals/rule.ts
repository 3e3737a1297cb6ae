import { RSI, SMA } from 'trading-signals';

// The market rule behind issued signals, on bar closes (oldest first):
//   call when SMA(5) crosses above SMA(20) on the last close (at or below on the close before, above now) and
//        RSI(14) is in [50, 70) — momentum agrees and the asset is not yet overbought;
//   put  when SMA(5) crosses below SMA(20) and RSI(14) is in (30, 50].
// A crossover alone whipsaws on a ranging price; the RSI band drops the crosses momentum does not back and the ones
// into an exhausted move. Indicators come from trading-signals; prices here are quotes, never money.

export const FAST_PERIOD = 5;
export const SLOW_PERIOD = 20;
export const RSI_PERIOD = 14;
/** Closes the rule needs for a stable SMA(20) on the last two bars and a settled RSI(14). */
export const CLOSES_NEEDED = 60;

export type RuleHit = { direction: 'call' | 'put'; fast: number; slow: number; rsi: number };

/** The rule on the last close of `closes`; null when it does not fire (or too few closes). */
export function smaCrossWithRsi(closes: readonly number[]): RuleHit | null {
  if (closes.length < SLOW_PERIOD + 1 || closes.length < RSI_PERIOD + 1) return null;
  const fast = new SMA(FAST_PERIOD);
  const slow = new SMA(SLOW_PERIOD);
  const rsi = new RSI(RSI_PERIOD);
  let before: { fast: number; slow: number } | null = null;
  let now: { fast: number; slow: number } | null = null;
  for (const close of closes) {
    const f = fast.add(close);
    const s = slow.add(close);
    rsi.add(close);
    before = now;
    now = f === null || s === null ? null : { fast: f, slow: s };
  }
  const strength = rsi.isStable ? rsi.getResult() : null;
  if (!before || !now || strength === null) return null;
  const rsiNow = Math.round(strength);
  const hit = (direction: RuleHit['direction']): RuleHit => ({ direction, fast: FAST_PERIOD, slow: SLOW_PERIOD, rsi: rsiNow });
  if (before.fast <= before.slow && now.fast > now.slow && strength >= 50 && strength < 70) return hit('call');
  if (before.fast >= before.slow && now.fast < now.slow && strength > 30 && strength <= 50) return hit('put');
  return null;
}
