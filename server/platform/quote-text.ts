// Quotes are decimal text with the asset's decimals ("1.08501"): compared and stored exactly, never as floats.

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,18}))?$/;

/**
 * A positive decimal as a quote with exactly `decimals` places, rounded half up ("1.085" → "1.08500", "1.085016" →
 * "1.08502" for 5); null for anything else (a sign, an exponent, zero, more than 15 integer digits).
 */
export function quoteText(raw: string, decimals: number): string | null {
  const match = DECIMAL.exec(raw.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const padded = fraction.padEnd(decimals + 1, '0');
  let units = BigInt(whole + padded.slice(0, decimals));
  if (Number(padded.charAt(decimals)) >= 5) units += 1n;
  if (units === 0n) return null;
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Compares two quotes printed with the same decimals exactly (no float rounding at the edge). */
const quoteUnits = (quote: string) => BigInt(quote.replace('.', ''));

export function compareQuotes(a: string, b: string): -1 | 0 | 1 {
  const x = quoteUnits(a);
  const y = quoteUnits(b);
  return x === y ? 0 : x > y ? 1 : -1;
}
