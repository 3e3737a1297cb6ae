/*
 * The binary-option payout, one copy for the host (server/platform/trading.ts: it stores the rate on the order when the
 * trade opens, and settlement pays the stored rate) and the platform page's ticket (server/platform/page/), so the
 * "Payout 85 %" and "Return $18.50" shown before a trade are what the server pays. The rate is the host's rule —
 * never a number the client sends. Integer arithmetic only: amounts are minor units (bigint), rates basis points.
 */
import type { ExpiryBand } from './expiry.ts';
import { stakeRange } from './limits.ts';
import { currencyDecimals, formatMoney, fromMinorUnits, toMinorUnits } from './money.ts';

/** What kind of market an asset is (server/platform/assets.ts gives each asset one). */
export type AssetClass = 'fx' | 'commodity' | 'index' | 'crypto';

/**
 * The profit on a win, in basis points, by asset class for a standard expiry (a minute and more, or a clock mark).
 * Major currency pairs pay most: the deepest markets, the smallest moves; metals and oil less; stock indices,
 * which gap and jump on news, less again; crypto, the most volatile and the one quoted around the clock, least.
 */
const STANDARD_RATE_BP: Readonly<Record<AssetClass, bigint>> = {
  fx: 8_500n,
  commodity: 8_200n,
  index: 8_000n,
  crypto: 7_700n,
};

/**
 * A 30 s trade pays 5 points less: over half a minute the outcome is mostly a few ticks of noise, and the leading
 * apps price their shortest expiries lowest too.
 */
const SHORT_EXPIRY_CUT_BP = 500n;

/** The rate a trade on an asset of `assetClass` with an expiry in `band` pays, in basis points (8500 → 85 %). */
export function payoutRateBp(assetClass: AssetClass, band: ExpiryBand): bigint {
  const standard = STANDARD_RATE_BP[assetClass];
  switch (band) {
    case 'standard':
      return standard;
    case 'short':
      return standard - SHORT_EXPIRY_CUT_BP;
  }
}

/** Every rate the rule can give, lowest and highest (the info page prints the range). */
export function payoutRange(): { min: bigint; max: bigint } {
  const rates = (Object.keys(STANDARD_RATE_BP) as AssetClass[]).flatMap((assetClass) => [payoutRateBp(assetClass, 'short'), payoutRateBp(assetClass, 'standard')]);
  return { min: rates.reduce((a, b) => (b < a ? b : a)), max: rates.reduce((a, b) => (b > a ? b : a)) };
}

/** The rate as trade_orders.payout_rate stores it: 8500 bp → "0.8500". */
export function rateText(rateBp: bigint): string {
  return fromMinorUnits(rateBp, 4);
}

/** A stored rate back in basis points ("0.8500", "0.8" → 8500); null when it is not one. */
export function rateBpOf(stored: string): bigint | null {
  if (!/^\s*0?\.\d{1,4}\s*$|^\s*1(?:\.0{1,4})?\s*$/.test(stored)) return null;
  return toMinorUnits(stored, 4);
}

/** What a winning stake pays back (stake + profit), in minor units; the profit rounds down (no fraction of a cent). */
export function winReturnUnits(stake: bigint, rateBp: bigint): bigint {
  return stake + (stake * rateBp) / 10_000n;
}

/** The rate as a percentage to print: 8000 bp → "80", 8050 bp → "80.5". */
export function payoutPercent(rateBp: bigint): string {
  const text = fromMinorUnits(rateBp, 2);
  return text.replace(/\.?0+$/, '');
}

/** The stake limits of `currency` in its minor units (common/limits.ts scales them by the currency's factor). */
export function stakeLimitUnits(currency: string): { min: bigint; max: bigint } {
  const scale = 10n ** BigInt(currencyDecimals(currency));
  const { min, max } = stakeRange(currency);
  return { min: BigInt(min) * scale, max: BigInt(max) * scale };
}

/**
 * The stake a typed amount is, in minor units, or null when it is not a plain decimal within the currency's decimals
 * and stake limits. The host refuses what this refuses; the ticket shows a dash for it.
 */
export function stakeUnits(amount: string, currency: string): bigint | null {
  const decimals = currencyDecimals(currency);
  const text = amount.trim();
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return null;
  const units = toMinorUnits(text, decimals);
  const { min, max } = stakeLimitUnits(currency);
  return units === null || units < min || units > max ? null : units;
}

/**
 * The potential return of a typed amount at `rateBp`, formatted for the language ("$18.00"), or null when the amount
 * is not a stake the host would take (the ticket then shows a dash rather than a figure no trade could pay).
 */
export function potentialReturn(amount: string, currency: string, locale: string, rateBp: bigint): string | null {
  const stake = stakeUnits(amount.replace(',', '.'), currency);
  if (stake === null) return null;
  return formatMoney(fromMinorUnits(winReturnUnits(stake, rateBp), currencyDecimals(currency)), currency, locale);
}

export type TradeResult = { tone: 'won' | 'lost' | 'tie'; text: string };

/**
 * A settled trade's result with its sign: a win shows the profit ("+$8.00"), a loss the stake ("−$10.00"), a tie
 * nothing gained ("$0.00"). Computed from the stored payout, not a rate, so it matches the ledger.
 */
export function tradeResult(status: 'won' | 'lost' | 'tie', amount: string, payout: string | null, currency: string, locale: string): TradeResult {
  const decimals = currencyDecimals(currency);
  const stake = toMinorUnits(amount, decimals) ?? 0n;
  const paid = payout === null ? 0n : (toMinorUnits(payout, decimals) ?? 0n);
  const delta = status === 'lost' ? -stake : status === 'tie' ? 0n : paid - stake;
  // formatMoney already prints a negative amount with "−" (U+2212); a gain gets an explicit "+".
  const text = formatMoney(fromMinorUnits(delta, decimals), currency, locale);
  return { tone: status, text: delta > 0n ? `+${text}` : text };
}

/** A price as an integer at `scale` digits, so two quotes compare exactly (never as floats); null if not a number. */
function priceUnits(price: string, scale: number): bigint | null {
  return toMinorUnits(price.trim(), scale);
}

const fractionDigits = (price: string) => (price.split('.')[1] ?? '').length;

/**
 * An open trade's result if it closed at `quote`: in the money it would pay the profit at the order's own stored rate
 * ("+$8.50"), out of it the stake is lost ("−$10.00"), at the entry price nothing changes ("$0.00"). Null without a
 * usable quote or rate.
 */
export function liveResult(
  order: { direction: 'call' | 'put'; openPrice: string; amount: string; currency: string; payoutRate: string },
  quote: string | null,
  locale: string,
): TradeResult | null {
  if (quote === null) return null;
  const scale = Math.max(fractionDigits(order.openPrice), fractionDigits(quote));
  const entry = priceUnits(order.openPrice, scale);
  const now = priceUnits(quote, scale);
  const rate = rateBpOf(order.payoutRate);
  if (entry === null || now === null || rate === null) return null;
  const up = now > entry;
  const status = now === entry ? 'tie' : up === (order.direction === 'call') ? 'won' : 'lost';
  const decimals = currencyDecimals(order.currency);
  const stake = toMinorUnits(order.amount, decimals);
  if (stake === null) return null;
  return tradeResult(status, order.amount, fromMinorUnits(winReturnUnits(stake, rate), decimals), order.currency, locale);
}
