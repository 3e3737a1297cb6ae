// The assets the platform lists and trades: what a trader sees (name) and how many decimals each quote is printed
// with. Where their prices come from is a quote source's business (./quote-source.ts), chosen in server/app.ts.

export type Asset = { symbol: string; name: string; decimals: number };

export const ASSETS: readonly Asset[] = [
  { symbol: 'EURUSD', name: 'EUR/USD', decimals: 5 },
  { symbol: 'GBPUSD', name: 'GBP/USD', decimals: 5 },
  { symbol: 'USDJPY', name: 'USD/JPY', decimals: 3 },
  { symbol: 'BTCUSD', name: 'BTC/USD', decimals: 2 },
  { symbol: 'XAUUSD', name: 'Gold', decimals: 2 },
];

export function findAsset(symbol: string): Asset | null {
  return ASSETS.find((asset) => asset.symbol === symbol) ?? null;
}
