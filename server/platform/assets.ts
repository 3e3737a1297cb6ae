import type { AssetClass } from '../../common/payout.ts';

// The assets the platform lists and trades: what a trader sees (name; common/assets.ts words it per language), how
// many decimals each quote is printed with, and its class, which prices its payout (common/payout.ts). Where their
// prices come from is a quote source's business (./quote-source.ts), chosen in server/app.ts.

export type Asset = { symbol: string; name: string; decimals: number; assetClass: AssetClass };

export const ASSETS: readonly Asset[] = [
  { symbol: 'EURUSD', name: 'EUR/USD', decimals: 5, assetClass: 'fx' },
  { symbol: 'GBPUSD', name: 'GBP/USD', decimals: 5, assetClass: 'fx' },
  { symbol: 'USDJPY', name: 'USD/JPY', decimals: 3, assetClass: 'fx' },
  { symbol: 'AUDUSD', name: 'AUD/USD', decimals: 5, assetClass: 'fx' },
  { symbol: 'USDCAD', name: 'USD/CAD', decimals: 5, assetClass: 'fx' },
  { symbol: 'EURGBP', name: 'EUR/GBP', decimals: 5, assetClass: 'fx' },
  { symbol: 'XAUUSD', name: 'Gold', decimals: 2, assetClass: 'commodity' },
  { symbol: 'XAGUSD', name: 'Silver', decimals: 3, assetClass: 'commodity' },
  { symbol: 'USOIL', name: 'Oil (WTI)', decimals: 2, assetClass: 'commodity' },
  { symbol: 'US500', name: 'US 500', decimals: 2, assetClass: 'index' },
  { symbol: 'DE40', name: 'Germany 40', decimals: 2, assetClass: 'index' },
  { symbol: 'BTCUSD', name: 'BTC/USD', decimals: 2, assetClass: 'crypto' },
  { symbol: 'ETHUSD', name: 'ETH/USD', decimals: 2, assetClass: 'crypto' },
];

export function findAsset(symbol: string): Asset | null {
  return ASSETS.find((asset) => asset.symbol === symbol) ?? null;
}
