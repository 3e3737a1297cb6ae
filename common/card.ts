/*
 * Card rules of spec §5: brand by prefix and length, the issuer flag, the card form's checks and messages.
 * Pure: the number passes through here and is never kept.
 */

export type CardBrand =
  | 'amex'
  | 'diners'
  | 'jcb'
  | 'laser'
  | 'visa_electron'
  | 'visa'
  | 'mastercard'
  | 'maestro'
  | 'discover';

type BrandRule = { brand: CardBrand; prefixes: readonly string[]; ranges?: readonly (readonly [number, number, number])[]; lengths: readonly number[] };

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Order matters: the more specific prefixes (visa electron, laser) are checked before the broad ones.
const RULES: readonly BrandRule[] = [
  { brand: 'amex', prefixes: ['34', '37'], lengths: [15] },
  { brand: 'diners', prefixes: ['300', '301', '302', '303', '304', '305', '309', '36', '38', '39'], lengths: [14] },
  { brand: 'jcb', prefixes: [], ranges: [[4, 3528, 3589]], lengths: [16] },
  { brand: 'laser', prefixes: ['6304', '6706', '6709', '6771'], lengths: range(16, 19) },
  { brand: 'visa_electron', prefixes: ['4026', '417500', '4508', '4844', '4913', '4917'], lengths: [16] },
  { brand: 'visa', prefixes: ['4'], lengths: [16] },
  { brand: 'mastercard', prefixes: ['51', '52', '53', '54', '55'], ranges: [[4, 2221, 2720]], lengths: [16] },
  {
    brand: 'maestro',
    prefixes: ['5018', '5020', '5038', '5612', '5893', '6759', '6761', '6762', '6763', '0604', '6390'],
    lengths: range(12, 19),
  },
  { brand: 'discover', prefixes: ['6011', '644', '645', '646', '647', '648', '649', '65'], ranges: [[6, 622126, 622925]], lengths: [16] },
];

/** The issuer numbers spec §5 flags. */
const FLAGGED_ISSUERS = ['459061', '406742', '431380', '410162'] as const;

/** Brands the card form accepts (spec §5: visa, mastercard or maestro; a Visa Electron card is a Visa). */
const ACCEPTED: ReadonlySet<CardBrand> = new Set(['visa', 'visa_electron', 'mastercard', 'maestro']);

/** Spaces and dashes are stripped (spec §5); anything else stays so that it fails the digit check. */
export function stripCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

function matches(rule: BrandRule, digits: string): boolean {
  if (rule.prefixes.some((prefix) => digits.startsWith(prefix))) return true;
  return (rule.ranges ?? []).some(([width, from, to]) => {
    if (digits.length < width) return false;
    const head = Number(digits.slice(0, width));
    return head >= from && head <= to;
  });
}

export type CardInfo = {
  brand: CardBrand | null;
  /** Allowed lengths of the detected brand (empty when unknown). */
  lengths: readonly number[];
  lengthValid: boolean;
  issuerFlag: boolean;
};

/** Live brand detection as the trader types. */
export function detectCard(raw: string): CardInfo {
  const digits = stripCardNumber(raw);
  const rule = /^\d+$/.test(digits) ? RULES.find((candidate) => matches(candidate, digits)) : undefined;
  return {
    brand: rule?.brand ?? null,
    lengths: rule?.lengths ?? [],
    lengthValid: rule ? rule.lengths.includes(digits.length) : false,
    issuerFlag: FLAGGED_ISSUERS.some((prefix) => digits.startsWith(prefix)),
  };
}

/** Spec §5 'Valid card length X or Y': the one length, or X the shortest and Y the longest a brand allows. */
export function lengthBounds(lengths: readonly number[]): readonly number[] {
  const first = lengths[0];
  const last = lengths.at(-1);
  if (first === undefined || last === undefined) return [];
  return first === last ? [first] : [first, last];
}

/** The server's (English) wording of lengthBounds; the client says the same through card.valid_length / card.or. */
export function lengthsText(lengths: readonly number[]): string {
  return lengthBounds(lengths).join(' or ');
}

export type CardForm = {
  number: string;
  month: string;
  year: string;
  holder: string;
  cvv: string;
  country: string;
  currency: string;
};

export type CardProblem =
  | { kind: 'required'; message: 'Please fill the required fields'; field: keyof CardForm }
  | { kind: 'type'; message: 'Invalid card type.' }
  | { kind: 'length'; message: string; lengths: readonly number[] }
  | { kind: 'expired'; field: 'month' };

/** Expiry still in the future (the month counts to its end). `now` is passed in so the rule stays pure. */
export function expiryValid(month: string, year: string, now: Date): boolean {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || !Number.isInteger(y) || m < 1 || m > 12) return false;
  return y > now.getFullYear() || (y === now.getFullYear() && m >= now.getMonth() + 1);
}

/** The card form's checks in spec order: required fields, card type, card length (plus a past expiry). */
export function checkCardForm(form: CardForm, now: Date): CardProblem | null {
  const requiredFields: (keyof CardForm)[] = ['number', 'month', 'year', 'holder', 'cvv', 'country', 'currency'];
  const missing = requiredFields.find((name) => form[name].trim() === '');
  if (missing) return { kind: 'required', message: 'Please fill the required fields', field: missing };
  if (!/^\d{3,4}$/.test(form.cvv.trim())) return { kind: 'required', message: 'Please fill the required fields', field: 'cvv' };
  const info = detectCard(form.number);
  if (!info.brand || !ACCEPTED.has(info.brand)) return { kind: 'type', message: 'Invalid card type.' };
  if (!info.lengthValid) return { kind: 'length', message: `Valid card length ${lengthsText(info.lengths)}`, lengths: info.lengths };
  if (!expiryValid(form.month, form.year, now)) return { kind: 'expired', field: 'month' };
  return null;
}

/** Spec §5: the holder name is split on a comma or a space into first and last name. */
export function splitHolderName(holder: string): { firstName: string; lastName: string } {
  const parts = holder
    .trim()
    .split(/[,\s]+/)
    .filter((part) => part !== '');
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/**
 * Spec §3/§9 default month 01, on a year that makes it a valid expiry: 01 of the current year is already past from
 * February on, so then it is 01 of the next year.
 */
export function defaultExpiry(now: Date): { month: string; year: string } {
  return { month: '01', year: String(now.getFullYear() + (now.getMonth() === 0 ? 0 : 1)) };
}

export function last4(raw: string): string {
  return stripCardNumber(raw).slice(-4);
}
