import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@common/countries';
import {
  countryChoices,
  REGISTER_ORDER,
  registerFieldOf,
  registerRules,
  registrationPayload,
  stateChoices,
  type RegisterValues,
} from '@/features/auth/registerForm';
import { firstInvalid } from '@/lib/validation';

const valid: RegisterValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.com ',
  password: 'Engine1843',
  country: 'FR',
  state: '',
  phone: '6 12 34 56 78',
  currency: 'USD',
  promo: '',
};

const specs = (values: RegisterValues) =>
  REGISTER_ORDER.map((name) => ({ name, value: values[name], rules: registerRules(values)[name] }));

describe('registration form', () => {
  it('accepts a complete form and builds the spec §3 payload', () => {
    expect(firstInvalid(specs(valid))).toBeNull();
    expect(registrationPayload(valid)).toEqual({
      country: 'FR',
      state: '',
      currency: 'USD',
      login: 'ada@example.com',
      password: 'Engine1843',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '612345678',
      phone_prefix: '33',
      promo: '',
    });
  });

  it('focuses the first invalid field in form order (spec §5)', () => {
    expect(firstInvalid(specs({ ...valid, email: 'nope', password: 'short' }))?.name).toBe('email');
    expect(firstInvalid(specs({ ...valid, firstName: '' }))?.name).toBe('firstName');
  });

  it('checks the phone against the chosen country (prefix 1 needs 10 digits)', () => {
    const us = { ...valid, country: 'US', state: 'NY', phone: '612345678' };
    expect(firstInvalid(specs(us))).toEqual({ name: 'phone', error: { key: 'form.phone_us' } });
    expect(firstInvalid(specs({ ...us, phone: '212-555-0123' }))).toBeNull();
    expect(registrationPayload({ ...us, phone: '212-555-0123' })).toMatchObject({ phone: '2125550123', phone_prefix: '1' });
  });

  it('asks a US resident for a state (spec §1 states list) and sends none for other countries', () => {
    const us = { ...valid, country: 'US', state: '', phone: '212-555-0123' };
    expect(firstInvalid(specs(us))).toEqual({ name: 'state', error: { key: 'form.required' } });
    expect(firstInvalid(specs({ ...us, state: 'CA' }))).toBeNull();
    expect(registrationPayload({ ...us, state: 'CA' })).toMatchObject({ country: 'US', state: 'CA' });
    expect(registrationPayload({ ...valid, state: 'CA' })).toMatchObject({ country: 'FR', state: '' });
    expect(registerFieldOf('state')).toBe('state');
    const choices = stateChoices('Choose');
    expect(choices[0]).toEqual({ value: '', label: 'Choose' });
    expect(choices).toHaveLength(52);
    expect(choices.find((c) => c.value === 'NY')?.label).toBe('New York');
  });

  it('maps server field names back to inputs', () => {
    expect(registerFieldOf('login')).toBe('email');
    expect(registerFieldOf('phone_prefix')).toBe('phone');
    expect(registerFieldOf('firstName')).toBe('firstName');
    expect(registerFieldOf('captcha')).toBeNull();
    expect(registerFieldOf(undefined)).toBeNull();
  });

  it('offers only countries open for registration, sorted, with their calling code', () => {
    const choices = countryChoices(COUNTRIES, 'en');
    expect(choices.find((c) => c.value === 'FR')?.label).toBe('France (+33)');
    expect(choices.find((c) => c.value === 'KP')).toBeUndefined();
    const labels = choices.map((c) => c.label);
    expect(labels).toEqual(labels.toSorted((a, b) => a.localeCompare(b, 'en')));
    const russian = countryChoices(COUNTRIES, 'ru');
    expect(russian.find((c) => c.value === 'FR')?.label).toBe('Франция (+33)');
  });
});
