import { countryByIso, REGISTRATION_CURRENCIES, type RegistrationCurrency } from '../../common/countries.ts';
import { stateFor } from '../../common/us-states.ts';
import { checkPhone, cleanName, cleanPhonePrefix, isStrongEnoughPassword, phoneDigits } from '../lib/validate.ts';
import { hasHiddenCharacter } from '../lib/lookalike.ts';
import { checkEmailText } from './email-identity.ts';
import { isStaffName } from './reserved-names.ts';
import type { MessageKey } from '../i18n.ts';

export type Registration = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  /** A US resident's state (USPS code), '' elsewhere. */
  state: string;
  currency: RegistrationCurrency;
  phonePrefix: string;
  phone: string;
  promo: string;
};

export type RegistrationInput = Record<
  'country' | 'state' | 'currency' | 'login' | 'password' | 'firstName' | 'lastName' | 'phone' | 'phone_prefix' | 'promo',
  string
>;

export type RegistrationCheck =
  | { ok: true; value: Registration }
  | { ok: false; field: keyof RegistrationInput; message: MessageKey; vars?: Record<string, string> };

function fail(field: keyof RegistrationInput, message: MessageKey, vars?: Record<string, string>): RegistrationCheck {
  return vars ? { ok: false, field, message, vars } : { ok: false, field, message };
}

/** Checks the fields in form order and reports the first problem, so the client can focus that field. */
export function checkRegistration(input: RegistrationInput): RegistrationCheck {
  const address = checkEmailText(input.login);
  if (!address.ok) return fail('login', address.message);
  const { email } = address;
  if (!isStrongEnoughPassword(input.password)) return fail('password', 'field.password');
  // Names show to other people (the chat room, a host's greeting): nothing invisible, reordering or staff-like.
  if (hasHiddenCharacter(input.firstName)) return fail('firstName', 'field.name_hidden');
  const firstName = cleanName(input.firstName);
  if (!firstName) return fail('firstName', 'field.first_name');
  if (isStaffName(firstName)) return fail('firstName', 'field.name_reserved');
  if (hasHiddenCharacter(input.lastName)) return fail('lastName', 'field.name_hidden');
  const lastName = cleanName(input.lastName);
  if (!lastName) return fail('lastName', 'field.last_name');
  // The client's country list is the one list (spec §1): its allowRegistration decides, not just a known code.
  const country = countryByIso(input.country.trim());
  if (!country) return fail('country', 'field.country');
  if (!country.allowRegistration) return fail('country', 'field.country_closed');
  // Spec §1 US states list: a US resident names one of them; elsewhere whatever came is dropped.
  const state = stateFor(country.iso, input.state);
  if (state === null) return fail('state', 'field.state');
  const currency = REGISTRATION_CURRENCIES.find((code) => code === input.currency.trim().toUpperCase());
  if (!currency) return fail('currency', 'field.currency');
  const phonePrefix = cleanPhonePrefix(input.phone_prefix);
  if (!phonePrefix) return fail('phone_prefix', 'field.phone_prefix');
  if (phonePrefix !== country.phonePrefix) return fail('phone_prefix', 'field.phone_prefix_country', { prefix: country.phonePrefix });
  const phone = phoneDigits(input.phone);
  if (phone === null) return fail('phone', 'field.phone');
  const phoneProblem = checkPhone(phonePrefix, phone);
  if (phoneProblem) return fail('phone', phoneProblem === 'phone_us' ? 'field.phone_us' : 'field.phone');
  const promo = input.promo.trim();
  if (promo.length > 32 || !/^[\w-]*$/.test(promo)) return fail('promo', 'field.promo');
  return {
    ok: true,
    value: { email, password: input.password, firstName, lastName, country: country.iso, state, currency, phonePrefix, phone, promo },
  };
}
