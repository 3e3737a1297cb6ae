// Exact decimal handling for amounts that travel as strings. No floats anywhere: amounts become integer
// minor units (bigint) for comparison and rounding, then strings again.

const TWO_DECIMAL_CURRENCIES = new Set(['USD', 'RUB', 'GBP', 'EUR']);

/** Spec §9: 2 decimals for USD, RUB, GBP, EUR, else 5. */
export function currencyDecimals(currency: string): number {
  return TWO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 2 : 5;
}

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

export function formatMinorUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** A stored numeric as the API shows it: the currency's decimals ("10000.00", "0.12500"). */
export function formatAmount(value: string, currency: string): string {
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(value, decimals);
  if (units === null) throw new Error(`not a decimal amount: ${value}`);
  return formatMinorUnits(units, decimals);
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
  return formatMinorUnits((toMinorUnits(a, 2) ?? 0n) + (toMinorUnits(b, 2) ?? 0n), 2);
}
