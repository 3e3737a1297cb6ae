/*
 * Crypto deposits and fixed (exchange) mode, spec §3–§5 and §9: the coins, their payment URIs, decimals of
 * amounts and turnover, currency prefixes, default amounts and the fixed-mode amount rule. Pure and float-free;
 * money goes through src/lib/money.ts.
 */
import { type Coin, INVOICE_DECIMALS, isErc20 } from '@common/coins';
import { currencyDecimals, currencyPrefix, formatMoney, fromMinorUnits, toMinorUnits } from './money';

export * from '@common/coins';

/** Spec §9: crypto currencies BTC, LTC, ETH, DSH (plus the coins of the invoice pages). */
const CRYPTO_CURRENCIES = new Set(['BTC', 'LTC', 'ETH', 'DSH', 'DASH', 'BCH', 'ZEC', 'USDT', 'ERC20']);

export function isCryptoCurrency(currency: string): boolean {
  return CRYPTO_CURRENCIES.has(currency.toUpperCase());
}

/** Spec §9: amounts with 2 decimals for USD, RUB, GBP, EUR, else 5. */
export const amountDecimals = currencyDecimals;

/**
 * The coin amount an invoice asks for, as shown, copied and put in the payment URI. It must be exact: spec §9's
 * 5 decimals would round 0.00412345 BTC to 0.00412 and the trader would underpay, so every significant decimal
 * stays (up to the satoshi's 8) and only trailing zeros beyond §9's 5 go ("0.00412000" → "0.00412", "1.50000000"
 * → "1.50000"). The value is the server's, unchanged; null when it is not a decimal.
 */
export function invoiceAmountText(amount: string): string | null {
  const match = /^(\d+)\.(\d+)$/.exec(amount.trim()) ?? /^(\d+)()$/.exec(amount.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const kept = fraction.replace(/0+$/, '').padEnd(5, '0');
  return `${whole}.${kept}`;
}

/**
 * The coins a fiat amount buys at a rate (fiat per coin), rounded up to 8 decimals as the server prices an
 * invoice (so the estimate shown is what the invoice will ask). Null when either is not a positive decimal.
 */
export function estimateCoins(fiat: string, rate: string): string | null {
  const fiatUnits = toMinorUnits(fiat.replace(',', '.'), INVOICE_DECIMALS);
  const rateUnits = toMinorUnits(rate, INVOICE_DECIMALS);
  if (fiatUnits === null || rateUnits === null || fiatUnits <= 0n || rateUnits <= 0n) return null;
  return fromMinorUnits((fiatUnits * 10n ** BigInt(INVOICE_DECIMALS) + rateUnits - 1n) / rateUnits, INVOICE_DECIMALS);
}

/** "1 BTC ≈ $50,000.00": a rate as the crypto tab shows it. */
export function rateText(ticker: string, rate: string, currency: string, locale: string): string {
  return `1 ${ticker} ≈ ${formatMoney(rate, currency, locale)}`;
}

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
