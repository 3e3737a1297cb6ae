import type { RegistrationPayload } from '@/api/auth';
import { type Country, countryByIso } from '@common/countries';
import { STATES_COUNTRY, US_STATES } from '@common/us-states';
import type { Lang } from '@/i18n';
import { email, password, phone, phoneDigits, required, type Validator } from '@/lib/validation';

/** The registration form's pure parts: rules, the server-field mapping, the payload and the country choices. */

export type RegisterField = 'email' | 'password' | 'firstName' | 'lastName' | 'country' | 'state' | 'phone' | 'currency' | 'promo';
export type RegisterValues = Record<RegisterField, string>;

export const REGISTER_ORDER: readonly RegisterField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'country',
  'state',
  'phone',
  'currency',
  'promo',
];

export function prefixOf(iso: string): string {
  return countryByIso(iso)?.phonePrefix ?? '';
}

/** Whether the country's residents choose a state (the select is shown and required). */
export function hasStates(country: string): boolean {
  return country === STATES_COUNTRY;
}

/** The state select's choices: the prompt, then the states by name (proper nouns, the same in both languages). */
export function stateChoices(prompt: string): { value: string; label: string }[] {
  return [{ value: '', label: prompt }, ...US_STATES.map(([code, name]) => ({ value: code, label: name }))];
}

export function registerRules(values: RegisterValues): Record<RegisterField, readonly Validator[]> {
  return {
    firstName: [required],
    lastName: [required],
    email: [required, email],
    password: [required, password],
    country: [required],
    // Spec §1 US states: asked for (and required) only when the country is the US.
    state: hasStates(values.country) ? [required] : [],
    phone: [required, phone(() => prefixOf(values.country))],
    currency: [required],
    promo: [],
  };
}

/** The server names fields by its payload keys (`login` is the email); map them back to our inputs. */
export function registerFieldOf(serverField: string | undefined): RegisterField | null {
  switch (serverField) {
    case 'login':
    case 'email':
      return 'email';
    case 'phone':
    case 'phone_prefix':
      return 'phone';
    case 'password':
    case 'firstName':
    case 'lastName':
    case 'country':
    case 'state':
    case 'currency':
    case 'promo':
      return serverField;
    default:
      return null;
  }
}

export function registrationPayload(values: RegisterValues): RegistrationPayload {
  return {
    country: values.country,
    state: hasStates(values.country) ? values.state : '',
    currency: values.currency,
    login: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: phoneDigits(values.phone),
    phone_prefix: prefixOf(values.country),
    promo: values.promo.trim(),
  };
}

/**
 * Countries open for registration, named in the UI language and sorted by that name, each with its calling
 * code: "France (+33)". English uses the list's own names; other languages ask Intl.DisplayNames (no bytes to
 * ship), falling back to the English name where the browser has none.
 */
export function countryChoices(countries: readonly Country[], lang: Lang): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  if (lang !== 'en') {
    try {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  const collator = new Intl.Collator(lang);
  return countries
    .filter((country) => country.allowRegistration)
    .map((country) => {
      const name = names?.of(country.iso) ?? country.name;
      return { value: country.iso, name, label: `${name} (+${country.phonePrefix})` };
    })
    .toSorted((a, b) => collator.compare(a.name, b.name))
    .map(({ value, label }) => ({ value, label }));
}
