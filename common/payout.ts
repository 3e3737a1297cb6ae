/*
 * The binary-option payout, one copy for the settlement (server/platform/trading.ts) and the platform page's ticket
 * (server/platform/page/main.ts), so the "Payout 80 %" and "Return $18.00" shown before a trade are what the
 * server pays. Integer arithmetic only: amounts are minor units (bigint), the rate is basis points.
 */
import { currencyDecimals, formatMoney, fromMinorUnits, toMinorUnits } from './money.ts';

/** 80 % profit on a win, as basis points so the arithmetic stays in integers. */
export const PAYOUT_RATE_BP = 8_000n;
/** The stake limits, in the account's currency units (the host refuses a stake outside them). */
export const MIN_STAKE = '1';
export const MAX_STAKE = '10000';
/** The expiries a trade may have, in seconds: the order form offers these, the host refuses any other. */
export const EXPIRIES_S = [30, 60, 120, 300] as const;

/** What a winning stake pays back (stake + profit), in minor units; the profit rounds down (no fraction of a cent). */
export function winReturnUnits(stake: bigint, rateBp: bigint = PAYOUT_RATE_BP): bigint {
  return stake + (stake * rateBp) / 10_000n;
}

/** The rate as a percentage to print: 8000 bp → "80", 8050 bp → "80.5". */
export function payoutPercent(rateBp: bigint = PAYOUT_RATE_BP): string {
  const text = fromMinorUnits(rateBp, 2);
  return text.replace(/\.?0+$/, '');
}

/**
 * The potential return of a typed amount, formatted for the language ("$18.00"), or null when the amount is not a
 * number within the stake limits (the ticket then shows a dash rather than a figure no trade could pay).
 */
export function potentialReturn(amount: string, currency: string, locale: string): string | null {
  const decimals = currencyDecimals(currency);
  const stake = toMinorUnits(amount, decimals);
  const min = toMinorUnits(MIN_STAKE, decimals) ?? 0n;
  const max = toMinorUnits(MAX_STAKE, decimals) ?? 0n;
  if (stake === null || stake < min || stake > max) return null;
  return formatMoney(fromMinorUnits(winReturnUnits(stake), decimals), currency, locale);
}

export type TradeResult = { tone: 'won' | 'lost' | 'tie'; text: string };

/**
 * A settled trade's result with its sign: a win shows the profit ("+$8.00"), a loss the stake ("−$10.00"), a tie
 * nothing gained ("$0.00"). Computed from the stored payout, not the current rate, so it matches the ledger.
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
 * An open trade's result if it closed at `quote`: in the money it would pay the profit ("+$8.00"), out of it the
 * stake is lost ("−$10.00"), at the entry price nothing changes ("$0.00"). Null without a usable quote.
 */
export function liveResult(
  order: { direction: 'call' | 'put'; openPrice: string; amount: string; currency: string },
  quote: string | null,
  locale: string,
): TradeResult | null {
  if (quote === null) return null;
  const scale = Math.max(fractionDigits(order.openPrice), fractionDigits(quote));
  const entry = priceUnits(order.openPrice, scale);
  const now = priceUnits(quote, scale);
  if (entry === null || now === null) return null;
  const up = now > entry;
  const status = now === entry ? 'tie' : up === (order.direction === 'call') ? 'won' : 'lost';
  const decimals = currencyDecimals(order.currency);
  const stake = toMinorUnits(order.amount, decimals);
  if (stake === null) return null;
  return tradeResult(status, order.amount, fromMinorUnits(winReturnUnits(stake), decimals), order.currency, locale);
}
