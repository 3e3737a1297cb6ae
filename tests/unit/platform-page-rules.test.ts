import { describe, expect, it } from 'vitest';
import { RSI, SMA } from 'trading-signals';
import { favouritesFirst, known, matchesSearch, toggled } from '../../server/platform/page/asset-list.ts';
import { FAST_PERIOD, RSI_PERIOD, ruleIndicators, SLOW_PERIOD } from '../../server/platform/page/indicators.ts';
import { DEFAULT_PREFS, storedPrefs } from '../../server/platform/page/settings.ts';
import { smaCrossWithRsi } from '../../server/signals/rule.ts';

describe('the asset picker', () => {
  it('finds an asset by any word of its code or its names in either language', () => {
    const gold = 'xauusd gold золото';
    expect(matchesSearch(gold, 'gold')).toBe(true);
    expect(matchesSearch(gold, 'Зол')).toBe(true);
    expect(matchesSearch(gold, 'XAU')).toBe(true);
    expect(matchesSearch(gold, '')).toBe(true);
    expect(matchesSearch(gold, 'silver')).toBe(false);
    expect(matchesSearch('eurusd eur/usd eur/usd', 'eur/usd')).toBe(true);
    expect(matchesSearch('eurusd eur/usd eur/usd', 'eur gbp')).toBe(false);
  });

  it('lists favourites first, each group in the listed order, and toggles them', () => {
    expect(favouritesFirst(['EURUSD', 'GBPUSD', 'XAUUSD', 'BTCUSD'], new Set(['BTCUSD', 'GBPUSD']))).toEqual(['GBPUSD', 'BTCUSD', 'EURUSD', 'XAUUSD']);
    expect(toggled(['EURUSD'], 'XAUUSD')).toEqual(['EURUSD', 'XAUUSD']);
    expect(toggled(['EURUSD', 'XAUUSD'], 'EURUSD')).toEqual(['XAUUSD']);
  });

  it('keeps only listed assets among the favourites, once each', () => {
    expect(known(['XAUUSD', 'NOPE', 'XAUUSD'], ['EURUSD', 'XAUUSD'])).toEqual(['XAUUSD']);
  });
});

describe('the settings the page keeps when it runs on its own', () => {
  it('read back what was kept, and the defaults for anything else', () => {
    const kept = { favourites: ['XAUUSD'], chart: { kind: 'line', timeframe: '15m', sma: true, rsi: false } };
    expect(storedPrefs(JSON.stringify(kept))).toEqual(kept);
    expect(storedPrefs(JSON.stringify({ ...kept, chart: { ...kept.chart, timeframe: '2h' } }))).toEqual(DEFAULT_PREFS);
    expect(storedPrefs(JSON.stringify({ ...kept, favourites: [1] }))).toEqual(DEFAULT_PREFS);
    expect(storedPrefs('not json')).toEqual(DEFAULT_PREFS);
    expect(storedPrefs(null)).toEqual({ favourites: [], chart: { kind: 'candles', timeframe: '1m', sma: false, rsi: false } });
  });
});

describe('the chart’s indicators are the signal rule’s', () => {
  // A walk with a turn in it, so the averages cross.
  const closes = Array.from({ length: 80 }, (_, i) => ({ time: 1_800_000_000 + i * 300, value: 100 + Math.sin(i / 6) * 3 + i * 0.02 }));

  it('use the rule’s periods: SMA 5, SMA 20, RSI 14', () => {
    expect([FAST_PERIOD, SLOW_PERIOD, RSI_PERIOD]).toEqual([5, 20, 14]);
    const lines = ruleIndicators(closes);
    expect(lines.fast[0]?.time).toBe(closes[4]?.time);
    expect(lines.slow[0]?.time).toBe(closes[19]?.time);
    expect(lines.rsi[0]?.time).toBe(closes[14]?.time);
  });

  it('give the values trading-signals gives the rule, close for close', () => {
    const sma = new SMA(SLOW_PERIOD);
    const rsi = new RSI(RSI_PERIOD);
    const expected = closes.map((close) => ({ slow: sma.add(close.value), rsi: (rsi.add(close.value), rsi.isStable ? rsi.getResult() : null) }));
    const lines = ruleIndicators(closes);
    expect(lines.slow.map((point) => point.value)).toEqual(expected.map((row) => row.slow).filter((value) => value !== null));
    expect(lines.rsi.map((point) => point.value)).toEqual(expected.map((row) => row.rsi).filter((value) => value !== null));
  });

  it('cross where the rule fires: a call is a fast average crossing above the slow one on the last close', () => {
    const lines = ruleIndicators(closes);
    let hits = 0;
    for (let end = SLOW_PERIOD + RSI_PERIOD; end <= closes.length; end += 1) {
      const hit = smaCrossWithRsi(closes.slice(0, end).map((close) => close.value));
      if (!hit) continue;
      hits += 1;
      const at = (line: { time: number; value: number }[], offset: number) => line.find((point) => point.time === closes[end - 1 - offset]?.time)?.value ?? NaN;
      const above = (offset: number) => at(lines.fast, offset) > at(lines.slow, offset);
      expect(above(0)).toBe(hit.direction === 'call');
      expect(above(1)).toBe(hit.direction !== 'call');
    }
    expect(hits).toBeGreaterThan(0);
  });
});
