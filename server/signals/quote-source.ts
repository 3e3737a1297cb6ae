import type { Asset, Feed } from '../platform/feed.ts';
import { CLOSES_NEEDED, smaCrossWithRsi } from './rule.ts';
import type { SignalCandidate, SignalSource } from './types.ts';

// Signals from the platform's own quotes (server/platform/feed.ts): the same prices traders see and trades settle
// at. Bars of BAR_MS; a bar's close is the quote at its last second.

export const BAR_MS = 5 * 60_000;

/** The closes of the CLOSES_NEEDED bars ending with the one closed at `lastClose` (ms, a bar boundary). */
export function barCloses(feed: Feed, asset: Asset, lastClose: number): number[] {
  const seconds: number[] = [];
  for (let i = CLOSES_NEEDED - 1; i >= 0; i -= 1) seconds.push((lastClose - i * BAR_MS) / 1000);
  return feed.quotesAt(asset, seconds).map(Number);
}

export function lastBarClose(now: Date): number {
  return Math.floor(now.getTime() / BAR_MS) * BAR_MS;
}

/** `feed` gives the seeded walk (server/platform/feed-seed.ts): the one the platform serves and settles on. */
export function createQuoteSignalSource(assets: readonly Asset[], feed: () => Promise<Feed>): SignalSource {
  return {
    async candidates(now) {
      const barTime = lastBarClose(now);
      const quotes = await feed();
      const out: SignalCandidate[] = [];
      for (const asset of assets) {
        const hit = smaCrossWithRsi(barCloses(quotes, asset, barTime));
        if (hit) out.push({ symbol: asset.symbol, direction: hit.direction, barTime, reason: { fast: hit.fast, slow: hit.slow, rsi: hit.rsi } });
      }
      return out;
    },
  };
}
