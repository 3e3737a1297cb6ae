/**
 * Money as decimal strings and integer minor units — never float arithmetic (spec §9: 2 decimals for USD, RUB,
 * GBP, EUR, else 5; prefixes USD $, EUR €, GBP £). In common/ so the app and the embedded platform page
 * (server/platform/page/main.ts) print every amount by the same rule. Pure: no imports.
 */

const TWO_DECIMAL_CURRENCIES = new Set(['USD', 'RUB', 'GBP', 'EUR']);
const PREFIXES: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

export function currencyDecimals(currency: string): number {
  return TWO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 2 : 5;
}

export function currencyPrefix(currency: string): string {
  return PREFIXES[currency.toUpperCase()] ?? '';
}

/** "1234.5" → 123450n minor units at `decimals`; rounds half away from zero on extra digits. Null when not a number. */
export function toMinorUnits(amount: string, decimals: number): bigint | null {
  const match = /^\s*(-)?(\d*)(?:[.,](\d*))?\s*$/.exec(amount);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  let units = BigInt((whole || '0') + kept);
  if ((fraction[decimals] ?? '0') >= '5') units += 1n;
  return sign ? -units : units;
}

export function fromMinorUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

type LocaleDigits = { group: Intl.NumberFormat; decimalSeparator: string };
const localeDigits = new Map<string, LocaleDigits>();

/** A locale's grouping formatter and decimal separator, made once: building an Intl.NumberFormat costs far more than
 * using one, and the first render of the trading shell formats every balance it shows. */
function digitsOf(locale: string): LocaleDigits {
  let digits = localeDigits.get(locale);
  if (!digits) {
    const group = new Intl.NumberFormat(locale, { useGrouping: true });
    const decimalSeparator = group.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    digits = { group, decimalSeparator };
    localeDigits.set(locale, digits);
  }
  return digits;
}

/** "10000" USD → "$10,000.00"; "0.5" BTC → "0.50000 BTC". Grouping by the locale, digits exact. */
export function formatMoney(amount: string, currency: string, locale = 'en'): string {
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(amount, decimals);
  if (units === null) return amount;
  const plain = fromMinorUnits(units, decimals);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const { group, decimalSeparator } = digitsOf(locale);
  const grouped = group.format(BigInt(whole));
  const number = fraction ? `${grouped}${decimalSeparator}${fraction}` : grouped;
  const prefix = currencyPrefix(currency);
  const body = prefix ? `${prefix}${number}` : `${number} ${currency.toUpperCase()}`;
  return negative ? `−${body}` : body;
}

/** Is a decimal string greater than zero? (no float parse) */
export function isPositiveAmount(amount: string): boolean {
  const units = toMinorUnits(amount, 8);
  return units !== null && units > 0n;
}
