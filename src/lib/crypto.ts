/*
 * Crypto deposits and fixed (exchange) mode, spec §3–§5 and §9: the coins, their payment URIs, decimals of
 * amounts and turnover, currency prefixes, default amounts and the fixed-mode amount rule. Pure and float-free;
 * money goes through src/lib/money.ts.
 */
import { type Coin, isErc20 } from './coins';
import { currencyDecimals, currencyPrefix, toMinorUnits } from './money';

export * from './coins';

/** Spec §9: crypto currencies BTC, LTC, ETH, DSH (plus the coins of the invoice pages). */
const CRYPTO_CURRENCIES = new Set(['BTC', 'LTC', 'ETH', 'DSH', 'DASH', 'BCH', 'ZEC', 'USDT', 'ERC20']);

export function isCryptoCurrency(currency: string): boolean {
  return CRYPTO_CURRENCIES.has(currency.toUpperCase());
}

/** Spec §9: amounts with 2 decimals for USD, RUB, GBP, EUR, else 5. */
export const amountDecimals = currencyDecimals;

/** Spec §9: turnover with 0 decimals for fiat, 5 for crypto. */
export function turnoverDecimals(currency: string): number {
  return isCryptoCurrency(currency) ? 5 : 0;
}

/** Spec §9: prefixes USD $, EUR €, GBP £; other currencies are written after the number. */
export const prefixOf = currencyPrefix;

/** Spec §9: default amounts in fixed mode — crypto 1.5, vload 0.5. */
export function defaultFixedAmount(coin: Coin): string {
  return coin === 'vload' ? '0.5' : '1.5';
}

/** Spec §4: fixed mode clears the bonus. */
export function bonusFor(fixed: boolean, bonus: string): string {
  return fixed ? '0' : bonus;
}

const URI_SCHEME: Readonly<Record<Coin, string>> = {
  btc: 'bitcoin',
  vload: 'bitcoin',
  bch: 'bitcoincash',
  ltc: 'litecoin',
  eth: 'ethereum',
  usdt: 'ethereum',
  token: 'ethereum',
  dash: 'dash',
  zcash: 'zcash',
};

/**
 * The payment URI a wallet understands when it scans the QR (BIP 21 and its cousins; EIP 681 for Ethereum).
 * ERC20 amounts are token units a wallet cannot infer without the token contract, so only the address goes in.
 */
export function paymentUri(coin: Coin, address: string, amount: string): string {
  const scheme = URI_SCHEME[coin];
  if (isErc20(coin)) return `${scheme}:${address}`;
  if (coin === 'eth') {
    // EIP 681: the value in wei, an integer.
    const wei = toMinorUnits(amount, 18);
    return wei === null ? `${scheme}:${address}` : `${scheme}:${address}?value=${wei.toString()}`;
  }
  // Bitcoin Cash addresses may already carry their prefix (cashaddr).
  const target = address.startsWith(`${scheme}:`) ? address : `${scheme}:${address}`;
  return `${target}?amount=${amount}`;
}
