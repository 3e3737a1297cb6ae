import { describe, expect, it } from 'vitest';
import { ASSETS } from '../../server/platform/assets.ts';
import { seededWalk } from '../../server/sandbox/price-walk.ts';
import { walkQuotes } from '../../server/sandbox/walk-quotes.ts';
import { BAR_MS, barCloses, createQuoteSignalSource } from '../../server/signals/quote-source.ts';
import { smaCrossWithRsi } from '../../server/signals/rule.ts';

// The market rule on synthetic closes (no app, no database): SMA(5) crossing SMA(20) on the last close, confirmed by
// RSI(14) in [50, 70) for a call and (30, 50] for a put.

/** 50 closes going nowhere: 100.1, 99.9, 100.1… (SMA 5 and SMA 20 a hair apart, RSI about 50). */
const flat = Array.from({ length: 50 }, (_, i) => 100 + (i % 2 === 0 ? 0.1 : -0.1));
const mirrored = (closes: readonly number[]) => closes.map((close) => 200 - close);

describe('SMA crossover confirmed by RSI', () => {
  it('calls a rise that takes the fast average above the slow one while RSI is between 50 and 70', () => {
    expect(smaCrossWithRsi([...flat, 100.3])).toEqual({ direction: 'call', fast: 5, slow: 20, rsi: 55 });
    expect(smaCrossWithRsi([...flat, 101])).toEqual({ direction: 'call', fast: 5, slow: 20, rsi: 63 });
  });

  it('puts the mirror image: a fall through the slow average with RSI between 30 and 50', () => {
    expect(smaCrossWithRsi(mirrored([...flat, 100.3]))).toEqual({ direction: 'put', fast: 5, slow: 20, rsi: 45 });
  });

  it('stays quiet without a cross on the last close, on an overbought cross, and on too few closes', () => {
    // A steady climb: the fast average was already above the slow one on the close before.
    const climb = Array.from({ length: 50 }, (_, i) => 100 + i * 0.1);
    expect(smaCrossWithRsi(climb)).toBeNull();
    // The same cross as a call's, but on a jump that leaves RSI past 70: too late to buy (and, mirrored, to sell).
    expect(smaCrossWithRsi([...flat, 105])).toBeNull();
    expect(smaCrossWithRsi(mirrored([...flat, 105]))).toBeNull();
    // Twenty closes give SMA(20) for the last bar only: no "before" to cross from.
    expect(smaCrossWithRsi([...flat.slice(0, 19), 100.3])).toBeNull();
    expect(smaCrossWithRsi([])).toBeNull();
  });

  it('reads the platform quotes bar by bar, at most one signal per asset and bar, each the rule on those closes', async () => {
    const walk = seededWalk('a fixed test seed');
    const quotes = walkQuotes(async () => walk);
    const source = createQuoteSignalSource(ASSETS, quotes);
    const start = Date.UTC(2026, 0, 5);
    let fired = 0;
    for (let bar = 0; bar < 48; bar += 1) {
      const barTime = start + bar * BAR_MS;
      // Anywhere inside the bar that follows reads the same closed bar.
      const candidates = await source.candidates(new Date(barTime + BAR_MS - 1));
      expect(new Set(candidates.map((candidate) => candidate.symbol)).size).toBe(candidates.length);
      for (const candidate of candidates) {
        const asset = ASSETS.find((entry) => entry.symbol === candidate.symbol);
        expect(asset).toBeDefined();
        if (!asset) continue;
        expect(candidate.barTime).toBe(barTime);
        const closes = await barCloses(quotes, asset, barTime, new Date(barTime + BAR_MS - 1));
        expect(closes).not.toBeNull();
        expect(smaCrossWithRsi(closes ?? [])).toMatchObject({ direction: candidate.direction, rsi: candidate.reason.rsi });
      }
      fired += candidates.length;
    }
    // Four hours of five assets: the rule fires now and then, not on every bar.
    expect(fired).toBeGreaterThan(0);
    expect(fired).toBeLessThan(48 * ASSETS.length / 4);
  });
});
