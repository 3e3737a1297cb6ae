// Exact decimal handling for amounts that travel as strings. No floats anywhere: amounts become integer
// minor units (bigint) for comparison and rounding, then strings again.

import { currencyDecimals, fromMinorUnits } from '../../common/money.ts';

// The currency rules and the minor units → text step are the app's too (common/money.ts); the parser below stays
// the server's own, stricter one (digits and a dot only) for what it stores and checks.
export { currencyDecimals, fromMinorUnits as formatMinorUnits };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "10000.00000000" → 1000000n at 2 decimals; rounds half away from zero. null when not a decimal. */
export function toMinorUnits(value: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  let units = BigInt(whole + kept);
  const next = fraction.charAt(decimals);
  if (next !== '' && Number(next) >= 5) units += 1n;
  return sign === '-' && units !== 0n ? -units : units;
}

/** A stored numeric as the API shows it: the currency's decimals ("10000.00", "0.12500"). */
export function formatAmount(value: string, currency: string): string {
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(value, decimals);
  if (units === null) throw new Error(`not a decimal amount: ${value}`);
  return fromMinorUnits(units, decimals);
}

const USER_AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * An amount a person typed (spec §5: digits with one comma or dot, up to 2 decimals) as minor units at
 * 2 decimals; null when it breaks that rule.
 */
export function parseUserAmount(input: string): bigint | null {
  const match = USER_AMOUNT.exec(input.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.padEnd(2, '0'));
}

/** Adds two 2-decimal amounts without floats. */
export function addAmounts(a: string, b: string): string {
  return fromMinorUnits((toMinorUnits(a, 2) ?? 0n) + (toMinorUnits(b, 2) ?? 0n), 2);
}
