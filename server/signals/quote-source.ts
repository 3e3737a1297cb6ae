import type { Asset } from '../platform/assets.ts';
import type { QuoteSource } from '../platform/quote-source.ts';
import { CLOSES_NEEDED, smaCrossWithRsi } from './rule.ts';
import type { SignalCandidate, SignalSource } from './types.ts';

// Signals from the platform's own quotes (the quote source server/app.ts chose): the same prices traders see and
// trades settle at. Bars of BAR_MS; a bar's close is the quote at its last second.

export const BAR_MS = 5 * 60_000;

/**
 * The closes of the CLOSES_NEEDED bars ending with the one closed at `lastClose` (ms, a bar boundary), or null when the
 * source cannot give one of them (a real feed that has not reported that far, or had no price then).
 */
export async function barCloses(quotes: QuoteSource, asset: Asset, lastClose: number, now: Date): Promise<number[] | null> {
  const seconds: number[] = [];
  for (let i = CLOSES_NEEDED - 1; i >= 0; i -= 1) seconds.push((lastClose - i * BAR_MS) / 1000);
  const closes = await quotes.quotesAt(asset, seconds, now);
  const known = closes.filter((close): close is string => close !== null);
  // The rule reads floats (averages, RSI): it picks a direction, it moves no money.
  return known.length === closes.length ? known.map(Number) : null;
}

export function lastBarClose(now: Date): number {
  return Math.floor(now.getTime() / BAR_MS) * BAR_MS;
}

export function createQuoteSignalSource(assets: readonly Asset[], quotes: QuoteSource): SignalSource {
  return {
    async candidates(now) {
      const barTime = lastBarClose(now);
      const out: SignalCandidate[] = [];
      for (const asset of assets) {
        const closes = await barCloses(quotes, asset, barTime, now);
        const hit = closes ? smaCrossWithRsi(closes) : null;
        if (hit) out.push({ symbol: asset.symbol, direction: hit.direction, barTime, reason: { fast: hit.fast, slow: hit.slow, rsi: hit.rsi } });
      }
      return out;
    },
  };
}
