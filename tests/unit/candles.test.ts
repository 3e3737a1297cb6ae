import { describe, expect, it } from 'vitest';
import { candlesOf, candleStart, compareDecimals, withTick } from '@common/candles';

describe('candles from per-second quotes', () => {
  it('put the seconds after T up to T + timeframe in the candle at T (its close is the quote at its end)', () => {
    expect(candleStart(601, 60)).toBe(600);
    expect(candleStart(660, 60)).toBe(600);
    expect(candleStart(661, 60)).toBe(660);
    expect(candleStart(900, 300)).toBe(600);
  });

  it('take open, high, low and close exactly as printed', () => {
    const ticks = [
      { time: 601, value: '1.10000' },
      { time: 602, value: '1.10020' },
      { time: 603, value: '1.09990' },
      { time: 660, value: '1.10010' },
      { time: 661, value: '1.10030' },
      { time: 700, value: '1.1' },
    ];
    expect(candlesOf(ticks, 60)).toEqual([
      { time: 600, open: '1.10000', high: '1.10020', low: '1.09990', close: '1.10010' },
      { time: 660, open: '1.10030', high: '1.10030', low: '1.1', close: '1.1' },
    ]);
  });

  it('leave no candle where there were no ticks, and start a new one on a later tick', () => {
    const candles = candlesOf([{ time: 601, value: '5' }, { time: 801, value: '6' }], 60);
    expect(candles.map((candle) => candle.time)).toEqual([600, 780]);
    const live = withTick(candles.at(-1) ?? null, { time: 802, value: '7' }, 60);
    expect(live).toEqual({ time: 780, open: '6', high: '7', low: '6', close: '7' });
    expect(withTick(live, { time: 841, value: '4' }, 60)).toEqual({ time: 840, open: '4', high: '4', low: '4', close: '4' });
  });

  it('compare prices as decimals, never as floats', () => {
    expect(compareDecimals('1.2', '1.19999')).toBe(1);
    expect(compareDecimals('64000.10', '64000.1')).toBe(0);
    expect(compareDecimals('99.99', '100')).toBe(-1);
  });
});
