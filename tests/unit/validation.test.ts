import { describe, expect, it } from 'vitest';
import { fullName, splitName } from '@/lib/names';
import {
  check,
  email,
  equals,
  firstInvalid,
  minLength,
  optional,
  password,
  phone,
  phoneDigits,
  promo,
  required,
  validateFields,
} from '@/lib/validation';

describe('required', () => {
  it('fails on empty and whitespace-only values', () => {
    expect(required('')).toEqual({ key: 'form.required' });
    expect(required('   ')).toEqual({ key: 'form.required' });
  });
  it('passes any other value', () => {
    expect(required('a')).toBeNull();
  });
});

describe('email', () => {
  it.each(['demo@example.com', 'first.last+tag@mail.co.uk', '  spaced@example.org  '])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each(['', 'plain', 'no@tld', '@example.com', 'a@b@c.com', 'two words@example.com', 'a@.com', 'a@example.'])(
    'rejects %s',
    (value) => {
      expect(email(value)).toEqual({ key: 'form.email' });
    },
  );
});

describe('minLength', () => {
  it('counts characters and reports the minimum', () => {
    expect(minLength(3)('ab')).toEqual({ key: 'form.min_length', vars: { min: 3 } });
    expect(minLength(3)('abc')).toBeNull();
  });
});

describe('equals (spec §5)', () => {
  it('compares with the other value as it is at validation time', () => {
    let other = 'secret1';
    const rule = equals(() => other);
    expect(rule('secret1')).toBeNull();
    other = 'changed';
    expect(rule('secret1')).toEqual({ key: 'form.equals' });
  });
});

describe('password (server/API.md: ≥ 8 characters, a letter and a digit)', () => {
  it.each(['Demo1234!', 'abcdefg1', 'пароль12'])('accepts %s', (value) => {
    expect(password(value)).toBeNull();
  });
  it.each(['Ab1', 'abcdefgh', '12345678', ''])('rejects %s', (value) => {
    expect(password(value)).toEqual({ key: 'form.password' });
  });
});

describe('phone', () => {
  const france = phone(() => '33');
  const us = phone(() => '1');

  it('strips formatting characters', () => {
    expect(phoneDigits('(612) 345-67.89')).toBe('6123456789');
  });
  it('needs 6 to 15 digits outside prefix 1', () => {
    expect(france('612345')).toBeNull();
    expect(france('6 12 34 56 78')).toBeNull();
    expect(france('12345')).toEqual({ key: 'form.phone' });
    expect(france('1234567890123456')).toEqual({ key: 'form.phone' });
  });
  it('needs exactly 10 digits with prefix 1', () => {
    expect(us('212 555 0123')).toBeNull();
    expect(us('212555012')).toEqual({ key: 'form.phone_us' });
    expect(us('21255501234')).toEqual({ key: 'form.phone_us' });
  });
  it('rejects letters and plus signs', () => {
    expect(france('61234abc')).toEqual({ key: 'form.phone' });
    expect(us('+12125550123')).toEqual({ key: 'form.phone' });
  });
});

describe('promo (spec §5: non-empty, promo.invalid)', () => {
  it('fails when empty', () => {
    expect(promo(' ')).toEqual({ key: 'promo.invalid' });
    expect(promo('WELCOME')).toBeNull();
  });
});

describe('optional', () => {
  it('lets an empty value through and checks a filled one', () => {
    const rule = optional(email);
    expect(rule('')).toBeNull();
    expect(rule('nope')).toEqual({ key: 'form.email' });
  });
});

describe('check / validateFields / firstInvalid', () => {
  const fields = [
    { name: 'email', value: 'demo@example.com', rules: [required, email] },
    { name: 'password', value: 'short', rules: [required, password] },
    { name: 'phone', value: '', rules: [required, phone(() => '33')] },
  ] as const;

  it('check returns the first failing rule in order', () => {
    expect(check('', [required, email])).toEqual({ key: 'form.required' });
    expect(check('x', [required, email])).toEqual({ key: 'form.email' });
  });
  it('validateFields reports every failing field', () => {
    expect(validateFields(fields)).toEqual({ password: { key: 'form.password' }, phone: { key: 'form.required' } });
  });
  it('firstInvalid names the first failing field in form order', () => {
    expect(firstInvalid(fields)).toEqual({ name: 'password', error: { key: 'form.password' } });
    expect(firstInvalid(fields.slice(0, 1))).toBeNull();
  });
});

describe('splitName (spec §5: holder name split on comma or space)', () => {
  it.each([
    ['John Smith', 'John', 'Smith'],
    ['Smith,John', 'Smith', 'John'],
    ['Smith, John', 'Smith', 'John'],
    ['  Jean   Paul  Sartre ', 'Jean', 'Paul Sartre'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
  ])('%j → %j / %j', (holder, firstName, lastName) => {
    expect(splitName(holder)).toEqual({ firstName, lastName });
  });
  it('fullName joins without stray spaces', () => {
    expect(fullName(' Ada ', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName('Ada', '')).toBe('Ada');
  });
});
