// Exact decimal handling for amounts that travel as strings. No floats anywhere: amounts become integer
// minor units (bigint) for comparison and rounding, then strings again.

import { currencyDecimals, exactMinorUnits, fromMinorUnits, toMinorUnits } from '../../common/money.ts';

// The currency rules, the one amount parser and the minor units → text step are the app's (common/money.ts): the
// client, the server and the stored rows read an amount the same way.
export { currencyDecimals, fromMinorUnits as formatMinorUnits, toMinorUnits };

/** A stored numeric as the API shows it: the currency's decimals ("10000.00", "0.12500"). */
export function formatAmount(value: string, currency: string): string {
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(value, decimals);
  if (units === null) throw new Error(`not a decimal amount: ${value}`);
  return fromMinorUnits(units, decimals);
}

/**
 * An amount a person typed (spec §5: digits with one comma or dot, up to 2 decimals) as minor units at
 * 2 decimals; null when it breaks that rule.
 */
export function parseUserAmount(input: string): bigint | null {
  const units = exactMinorUnits(input, 2);
  return units !== null && units >= 0n && !input.includes('-') ? units : null;
}

/** Adds two 2-decimal amounts without floats. */
export function addAmounts(a: string, b: string): string {
  return fromMinorUnits((toMinorUnits(a, 2) ?? 0n) + (toMinorUnits(b, 2) ?? 0n), 2);
}
