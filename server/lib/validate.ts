// Pure input rules shared by the routes. Each returns the cleaned value or null.
import { hasHiddenCharacter } from './lookalike.ts';

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is the mail server's business.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** NFKC first: full-width letters and ligatures become the plain ones, so one address has one spelling. */
export function cleanEmail(input: string): string | null {
  const email = input.normalize('NFKC').trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 128 && /\p{L}/u.test(password) && /\d/.test(password);
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A person's name: trimmed, 1–64 characters, no control characters, nothing invisible or reordering (lookalike.ts). */
export function cleanName(input: string): string | null {
  const name = input.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 64 && !hasControlCharacter(name) && !hasHiddenCharacter(name) ? name : null;
}

/** Digits of a phone number once the usual separators are dropped; null if anything else is left. */
export function phoneDigits(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

export function cleanPhonePrefix(input: string): string | null {
  const prefix = input.trim().replace(/^\+/, '');
  return /^[1-9]\d{0,3}$/.test(prefix) ? prefix : null;
}

export type PhoneProblem = 'phone' | 'phone_us';

/** Spec §5 and API.md: 6–15 digits; with the prefix 1 (North America) exactly 10. */
export function checkPhone(prefix: string, digits: string): PhoneProblem | null {
  if (prefix === '1') return digits.length === 10 ? null : 'phone_us';
  return digits.length >= 6 && digits.length <= 15 ? null : 'phone';
}
