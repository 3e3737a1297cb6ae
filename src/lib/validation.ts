/*
 * Pure form validators (spec §5). Each returns null when the value passes, or the i18n key of the message
 * (plus interpolation values) when it fails, so this module stays free of i18n and React.
 */

export type ValidationKey =
  | 'form.required'
  | 'form.email'
  | 'form.min_length'
  | 'form.equals'
  | 'form.password'
  | 'form.phone'
  | 'form.phone_us'
  | 'promo.invalid';

export type ValidationError = { key: ValidationKey; vars?: Record<string, string | number> };
export type Validator = (value: string) => ValidationError | null;

const fail = (key: ValidationKey, vars?: Record<string, string | number>): ValidationError =>
  vars ? { key, vars } : { key };

export const required: Validator = (value) => (value.trim() === '' ? fail('form.required') : null);

// Deliberately permissive (one @, a dot in the domain, no spaces): the server is the authority (spec §5).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const email: Validator = (value) => (EMAIL.test(value.trim()) ? null : fail('form.email'));

export const minLength =
  (min: number): Validator =>
  (value) =>
    value.length >= min ? null : fail('form.min_length', { min });

/** Spec §5 equals validator: the field must match another value (read when validating, so it stays current). */
export const equals =
  (other: () => string): Validator =>
  (value) =>
    value === other() ? null : fail('form.equals');

/** The server's password rule (server/API.md): at least 8 characters with a letter and a digit. */
export const password: Validator = (value) =>
  value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value) ? null : fail('form.password');

/** Phone as typed, reduced to its digits (spaces, dashes, dots and brackets are formatting). */
export function phoneDigits(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/**
 * Phone without the country code: 6–15 digits; with the North American prefix "1" exactly 10
 * (server/API.md). Non-digit characters other than formatting fail.
 */
export const phone =
  (prefix: () => string): Validator =>
  (value) => {
    const digits = phoneDigits(value);
    if (!/^\d*$/.test(digits)) return fail('form.phone');
    if (prefix() === '1') return digits.length === 10 ? null : fail('form.phone_us');
    return digits.length >= 6 && digits.length <= 15 ? null : fail('form.phone');
  };

/** Promo code entry must not be empty (spec §5, promo.invalid). */
export const promo: Validator = (value) => (value.trim() === '' ? fail('promo.invalid') : null);

/** Wraps a validator so that an empty value passes (optional fields that are checked when filled in). */
export const optional =
  (validator: Validator): Validator =>
  (value) =>
    value.trim() === '' ? null : validator(value);

/** First failure of the rules in order, or null. */
export function check(value: string, rules: readonly Validator[]): ValidationError | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

export type FieldSpec<N extends string = string> = { name: N; value: string; rules: readonly Validator[] };

/** Every failing field's first error, keyed by field name. */
export function validateFields<N extends string>(fields: readonly FieldSpec<N>[]): Partial<Record<N, ValidationError>> {
  const errors: Partial<Record<N, ValidationError>> = {};
  for (const field of fields) {
    const error = check(field.value, field.rules);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The first field (in form order) that fails, so the form can focus it and refuse to submit (spec §5). */
export function firstInvalid<N extends string>(
  fields: readonly FieldSpec<N>[],
): { name: N; error: ValidationError } | null {
  for (const field of fields) {
    const error = check(field.value, field.rules);
    if (error) return { name: field.name, error };
  }
  return null;
}
