import { currencyDecimals, fromMinorUnits, toMinorUnits } from '../../common/money.ts';
import { INVOICE_DECIMALS } from '../../common/coins.ts';

// The one money type of the server: integer minor units at a fixed scale. Amounts become Money once, where they
// enter (a request, a stored numeric), and stay Money until they are written or shown. No floats anywhere.

export type Money = { readonly units: bigint; readonly scale: number };

/** Decimals of a trading account's currency (the bonus balance uses its trader's currency too). */
export const accountScale = (currency: string): number => currencyDecimals(currency);
/** Coins on the exchange balance keep the invoices' 8 decimals. */
export const COIN_SCALE = INVOICE_DECIMALS;
/** The affiliate balance is in USD cents. */
export const AFFILIATE_SCALE = 2;

export const moneyOf = (units: bigint, scale: number): Money => ({ units, scale });
/** Whole units of a currency (a tip of 5, a reward of 10 000) as Money at `scale`. */
export const wholeMoney = (whole: bigint, scale: number): Money => moneyOf(whole * 10n ** BigInt(scale), scale);
/** Money columns are numeric(24, 8): a stored amount read at this scale loses nothing. */
export const STORED_SCALE = 8;

/** The same amount at another scale; going down truncates toward zero. */
export function rescale(money: Money, scale: number): Money {
  if (scale >= money.scale) return moneyOf(money.units * 10n ** BigInt(scale - money.scale), scale);
  return moneyOf(money.units / 10n ** BigInt(money.scale - scale), scale);
}
export const zero = (scale: number): Money => moneyOf(0n, scale);

/** A decimal the server trusts (a stored numeric, its own arithmetic) at `scale`, rounded half away from zero. */
export function parseMoney(text: string, scale: number): Money | null {
  const units = toMinorUnits(text, scale);
  return units === null ? null : moneyOf(units, scale);
}

/** A stored numeric column, which is always a decimal. */
export function storedMoney(text: string, scale: number): Money {
  const money = parseMoney(text, scale);
  if (money === null) throw new Error(`stored amount is not a decimal: ${text}`);
  return money;
}

/** "12.50": what is written to a numeric column and shown in replies. */
export const moneyText = (money: Money): string => fromMinorUnits(money.units, money.scale);

function sameScale(a: Money, b: Money): void {
  if (a.scale !== b.scale) throw new Error(`money of scales ${a.scale} and ${b.scale} mixed`);
}

export const negate = (money: Money): Money => moneyOf(-money.units, money.scale);
export function plus(a: Money, b: Money): Money {
  sameScale(a, b);
  return moneyOf(a.units + b.units, a.scale);
}
export function minus(a: Money, b: Money): Money {
  sameScale(a, b);
  return moneyOf(a.units - b.units, a.scale);
}
export function lesser(a: Money, b: Money): Money {
  sameScale(a, b);
  return a.units <= b.units ? a : b;
}
export const isPositive = (money: Money): boolean => money.units > 0n;
export const isZero = (money: Money): boolean => money.units === 0n;
/** Zero for a negative amount (what is available is never shown below zero). */
export const atLeastZero = (money: Money): Money => (money.units < 0n ? zero(money.scale) : money);
