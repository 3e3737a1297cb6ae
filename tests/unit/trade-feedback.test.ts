import { describe, expect, it } from 'vitest';
import { assetLabel } from '@common/assets';
import { liveResult } from '@common/payout';

describe('an asset has one name everywhere', () => {
  it('is the ticket’s pair form, a word asset in the page’s language', () => {
    expect(assetLabel('EURUSD', 'en')).toBe('EUR/USD');
    expect(assetLabel('BTCUSD', 'ru')).toBe('BTC/USD');
    expect(assetLabel('XAUUSD', 'en')).toBe('Gold');
    expect(assetLabel('XAUUSD', 'ru')).toBe('Золото');
    expect(assetLabel('SPX500', 'en')).toBe('SPX500');
    expect(assetLabel('XAGUSD', 'ru')).toBe('Серебро');
    expect(assetLabel('USOIL', 'en')).toBe('Oil (WTI)');
    expect(assetLabel('DE40', 'ru')).toBe('Германия 40');
    expect(assetLabel('ETHUSD', 'en')).toBe('ETH/USD');
  });
});

describe('an open trade’s result at the current quote', () => {
  const call = { direction: 'call' as const, openPrice: '1.08500', amount: '10', currency: 'USD', payoutRate: '0.8000' };
  const put = { ...call, direction: 'put' as const };

  it('in the money: the profit the payout would make', () => {
    expect(liveResult(call, '1.08512', 'en')).toEqual({ tone: 'won', text: '+$8.00' });
    expect(liveResult(put, '1.0849', 'en')).toEqual({ tone: 'won', text: '+$8.00' });
    // At the order's own stored rate, not the one the ticket shows now.
    expect(liveResult({ ...call, payoutRate: '0.8500' }, '1.08512', 'en')).toEqual({ tone: 'won', text: '+$8.50' });
  });

  it('out of the money: the stake; at the entry: nothing', () => {
    expect(liveResult(call, '1.08499', 'en')).toEqual({ tone: 'lost', text: '−$10.00' });
    expect(liveResult(put, '1.085', 'en')).toEqual({ tone: 'tie', text: '$0.00' });
  });

  it('compares prices exactly, not as floats, and gives nothing without a quote', () => {
    expect(liveResult({ ...call, openPrice: '0.3' }, '0.30000000000000004', 'en')?.tone).toBe('won');
    expect(liveResult(call, null, 'en')).toBeNull();
    expect(liveResult(call, 'n/a', 'en')).toBeNull();
    expect(liveResult({ ...call, payoutRate: 'n/a' }, '1.08512', 'en')).toBeNull();
  });
});
