import { describe, expect, it } from 'vitest';
import { assetOptions } from '@/features/history/useAssets';

const assets = [
  { symbol: 'EURUSD', name: 'EUR/USD' },
  { symbol: 'XAUUSD', name: 'Gold' },
];

describe('the asset filter’s options', () => {
  it('are the platform’s assets in its order', () => {
    expect(assetOptions(assets, '')).toEqual(['EURUSD', 'XAUUSD']);
    expect(assetOptions(assets, 'XAUUSD')).toEqual(['EURUSD', 'XAUUSD']);
  });

  it('keep a chosen asset the list lacks (not loaded yet, or offline without a copy) so the select shows it', () => {
    expect(assetOptions([], 'BTCUSD')).toEqual(['BTCUSD']);
    expect(assetOptions(assets, 'BTCUSD')).toEqual(['BTCUSD', 'EURUSD', 'XAUUSD']);
  });
});
