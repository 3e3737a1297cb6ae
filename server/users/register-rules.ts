import { isCountryCode } from '../lib/countries.ts';
import { checkPhone, cleanEmail, cleanName, cleanPhonePrefix, isStrongEnoughPassword, phoneDigits } from '../lib/validate.ts';
import type { MessageKey } from '../i18n.ts';

/** Currencies a new account may be opened in (spec §9: the 250 minimum applies to USD, EUR, RUB; GBP has a prefix). */
export const REGISTRATION_CURRENCIES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export type RegistrationCurrency = (typeof REGISTRATION_CURRENCIES)[number];

export type Registration = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  currency: RegistrationCurrency;
  phonePrefix: string;
  phone: string;
  promo: string;
};

export type RegistrationInput = Record<
  'country' | 'currency' | 'login' | 'password' | 'firstName' | 'lastName' | 'phone' | 'phone_prefix' | 'promo',
  string
>;

export type RegistrationCheck =
  | { ok: true; value: Registration }
  | { ok: false; field: keyof RegistrationInput; message: MessageKey };

function fail(field: keyof RegistrationInput, message: MessageKey): RegistrationCheck {
  return { ok: false, field, message };
}

/** Checks the fields in form order and reports the first problem, so the client can focus that field. */
export function checkRegistration(input: RegistrationInput): RegistrationCheck {
  const email = cleanEmail(input.login);
  if (!email) return fail('login', 'field.email');
  if (!isStrongEnoughPassword(input.password)) return fail('password', 'field.password');
  const firstName = cleanName(input.firstName);
  if (!firstName) return fail('firstName', 'field.first_name');
  const lastName = cleanName(input.lastName);
  if (!lastName) return fail('lastName', 'field.last_name');
  const country = input.country.trim().toUpperCase();
  if (!isCountryCode(country)) return fail('country', 'field.country');
  const currency = REGISTRATION_CURRENCIES.find((code) => code === input.currency.trim().toUpperCase());
  if (!currency) return fail('currency', 'field.currency');
  const phonePrefix = cleanPhonePrefix(input.phone_prefix);
  if (!phonePrefix) return fail('phone_prefix', 'field.phone_prefix');
  const phone = phoneDigits(input.phone);
  if (phone === null) return fail('phone', 'field.phone');
  const phoneProblem = checkPhone(phonePrefix, phone);
  if (phoneProblem) return fail('phone', phoneProblem === 'phone_us' ? 'field.phone_us' : 'field.phone');
  const promo = input.promo.trim();
  if (promo.length > 32 || !/^[\w-]*$/.test(promo)) return fail('promo', 'field.promo');
  return {
    ok: true,
    value: { email, password: input.password, firstName, lastName, country, currency, phonePrefix, phone, promo },
  };
}
