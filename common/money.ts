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

// The one reading of an amount written as text, wherever it comes from (a field a person typed, a request body, a
// stored numeric column): digits with at most one dot or comma, a leading minus, spaces around. Never a float.
const DECIMAL_TEXT = /^\s*(-)?(\d*)(?:[.,](\d*))?\s*$/;

function decimalParts(amount: string): { negative: boolean; whole: string; fraction: string } | null {
  const match = DECIMAL_TEXT.exec(amount);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  return { negative: match[1] === '-', whole: match[2] || '0', fraction: match[3] ?? '' };
}

/** "1234.5" → 123450n minor units at `decimals`; rounds half away from zero on extra digits. Null when not a number. */
export function toMinorUnits(amount: string, decimals: number): bigint | null {
  const parts = decimalParts(amount);
  if (!parts) return null;
  let units = BigInt(parts.whole + parts.fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((parts.fraction[decimals] ?? '0') >= '5') units += 1n;
  return parts.negative && units !== 0n ? -units : units;
}

/** What a person may type: digits, then at most one dot or comma followed by digits ("12", "12.5", "12,50"). */
const TYPED_AMOUNT = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

/**
 * As toMinorUnits, for what a person typed: written in full ("1." and ".5" are no amounts), and an amount with more
 * decimals than `decimals` is no amount either (a person's entry is never rounded).
 */
export function exactMinorUnits(amount: string, decimals: number): bigint | null {
  const parts = TYPED_AMOUNT.test(amount) ? decimalParts(amount) : null;
  if (!parts || parts.fraction.length > decimals) return null;
  return toMinorUnits(amount, decimals);
}

/** A deposit in whole units of money (spec §5: "the integer value"): "250" or "250.00", never "250.5". Null otherwise. */
export function wholeUnits(amount: string): bigint | null {
  const units = toMinorUnits(amount, 2);
  if (units === null || units <= 0n || units % 100n !== 0n) return null;
  return units / 100n;
}

export function fromMinorUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

type DigitMarks = { group: (whole: bigint) => string; decimalSeparator: string };

/**
 * The app's languages' digit marks, as Intl.NumberFormat gives them with grouping on (a unit test holds the two
 * equal). Written out because the first Intl.NumberFormat a page builds loads the ICU data, ~45 ms on a laptop and
 * four times that on a phone, and the trading shell's first render is where the first balance is formatted.
 */
const KNOWN_MARKS: Readonly<Record<string, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  ru: { group: '\u00a0', decimal: ',' },
};

const groupedBy = (separator: string) => (whole: bigint): string => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const localeMarks = new Map<string, DigitMarks>();

/** A locale's grouping and decimal separator; other locales than the app's ask Intl, once per locale. */
function marksOf(locale: string): DigitMarks {
  let marks = localeMarks.get(locale);
  if (!marks) {
    const known = KNOWN_MARKS[locale];
    if (known) {
      marks = { group: groupedBy(known.group), decimalSeparator: known.decimal };
    } else {
      const format = new Intl.NumberFormat(locale, { useGrouping: true });
      const decimalSeparator = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
      marks = { group: (whole) => format.format(whole), decimalSeparator };
    }
    localeMarks.set(locale, marks);
  }
  return marks;
}

/** "10000" USD → "$10,000.00"; "0.5" BTC → "0.50000 BTC". Grouping by the locale, digits exact. */
export function formatMoney(amount: string, currency: string, locale = 'en'): string {
  const decimals = currencyDecimals(currency);
  const units = toMinorUnits(amount, decimals);
  if (units === null) return amount;
  const plain = fromMinorUnits(units, decimals);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const { group, decimalSeparator } = marksOf(locale);
  const grouped = group(BigInt(whole));
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
