import { describe, expect, it } from 'vitest';
import { checkCardForm, defaultExpiry, detectCard, lengthsText, splitHolderName, stripCardNumber, type CardForm } from '@common/card';

const NOW = new Date(2026, 10, 22);
const form = (over: Partial<CardForm> = {}): CardForm => ({
  number: '4242 4242 4242 4242',
  month: '12',
  year: '2028',
  holder: 'Alex Morgan',
  cvv: '123',
  country: 'FR',
  currency: 'USD',
  ...over,
});

describe('brand detection (spec §5 prefix and length table)', () => {
  it.each([
    ['378282246310005', 'amex', [15]],
    ['30569309025904', 'diners', [14]],
    ['3530111333300000', 'jcb', [16]],
    ['6304000000000000', 'laser', [16, 17, 18, 19]],
    ['4026000000000002', 'visa_electron', [16]],
    ['4242424242424242', 'visa', [16]],
    ['5555555555554444', 'mastercard', [16]],
    ['2221000000000009', 'mastercard', [16]],
    ['6759649826438453', 'maestro', [12, 13, 14, 15, 16, 17, 18, 19]],
    ['6011111111111117', 'discover', [16]],
    ['6221260000000000', 'discover', [16]],
  ])('%s is %s', (number, brand, lengths) => {
    const info = detectCard(number);
    expect(info.brand).toBe(brand);
    expect(info.lengths).toEqual(lengths);
    expect(info.lengthValid).toBe(true);
  });

  it('strips spaces and dashes, not other characters', () => {
    expect(stripCardNumber(' 4242-4242 4242-4242 ')).toBe('4242424242424242');
    expect(detectCard('4242-4242-4242-4242').brand).toBe('visa');
    expect(detectCard('4242.4242').brand).toBeNull();
    expect(detectCard('').brand).toBeNull();
    expect(detectCard('9999').brand).toBeNull();
  });

  it('detects the brand while the number is still short', () => {
    expect(detectCard('4').brand).toBe('visa');
    expect(detectCard('4').lengthValid).toBe(false);
    expect(detectCard('55').brand).toBe('mastercard');
  });

  it.each(['459061', '406742', '431380', '410162'])('flags the issuer %s', (prefix) => {
    expect(detectCard(`${prefix}0000000000`).issuerFlag).toBe(true);
  });
  it('does not flag other issuers', () => {
    expect(detectCard('4242424242424242').issuerFlag).toBe(false);
  });
});

describe('card form messages', () => {
  it('accepts a complete visa, mastercard and maestro', () => {
    expect(checkCardForm(form(), NOW)).toBeNull();
    expect(checkCardForm(form({ number: '5555 5555 5555 4444' }), NOW)).toBeNull();
    expect(checkCardForm(form({ number: '675964982643' }), NOW)).toBeNull();
  });

  it.each(['number', 'month', 'year', 'holder', 'cvv', 'country', 'currency'] as const)("missing %s → 'Please fill the required fields'", (name) => {
    expect(checkCardForm(form({ [name]: ' ' }), NOW)).toMatchObject({ kind: 'required', message: 'Please fill the required fields', field: name });
  });

  it("a malformed cvv counts as not filled", () => {
    expect(checkCardForm(form({ cvv: '12' }), NOW)).toMatchObject({ kind: 'required', field: 'cvv' });
  });

  it("other brands → 'Invalid card type.'", () => {
    expect(checkCardForm(form({ number: '378282246310005' }), NOW)).toEqual({ kind: 'type', message: 'Invalid card type.' });
    expect(checkCardForm(form({ number: '6011111111111117' }), NOW)?.kind).toBe('type');
    expect(checkCardForm(form({ number: '9999999999999999' }), NOW)?.kind).toBe('type');
  });

  it("wrong length → 'Valid card length X or Y'", () => {
    expect(checkCardForm(form({ number: '424242424242' }), NOW)).toMatchObject({ kind: 'length', message: 'Valid card length 16' });
    // Maestro (12–19) and laser (16–19): the shortest or the longest, as the spec words it.
    expect(checkCardForm(form({ number: '67596498264' }), NOW)).toMatchObject({ message: 'Valid card length 12 or 19' });
    // Laser is not an accepted type (so the form says 'Invalid card type.'), but its lengths read the same way.
    expect(lengthsText(detectCard('630490017740292').lengths)).toBe('16 or 19');
    expect(lengthsText([16, 19])).toBe('16 or 19');
    expect(lengthsText([16, 17, 18, 19])).toBe('16 or 19');
    expect(lengthsText([15])).toBe('15');
  });

  it('refuses a past expiry, accepts the current month', () => {
    expect(checkCardForm(form({ month: '10', year: '2026' }), NOW)).toEqual({ kind: 'expired', field: 'month' });
    expect(checkCardForm(form({ month: '11', year: '2026' }), NOW)).toBeNull();
  });
});

describe('holder name and defaults', () => {
  it('splits on comma or space', () => {
    expect(splitHolderName('Alex Morgan')).toEqual({ firstName: 'Alex', lastName: 'Morgan' });
    expect(splitHolderName('Morgan,Alex')).toEqual({ firstName: 'Morgan', lastName: 'Alex' });
    expect(splitHolderName('  Anna  Maria  de Souza ')).toEqual({ firstName: 'Anna', lastName: 'Maria de Souza' });
    expect(splitHolderName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
  it('expiry month 01 by default, on a year that makes it valid (never a month already past)', () => {
    expect(defaultExpiry(NOW)).toEqual({ month: '01', year: '2027' });
    expect(defaultExpiry(new Date(2026, 0, 15))).toEqual({ month: '01', year: '2026' });
    const { month, year } = defaultExpiry(NOW);
    expect(checkCardForm({ number: '4242424242424242', month, year, holder: 'A B', cvv: '123', country: 'GB', currency: 'USD' }, NOW)?.kind).not.toBe('expired');
  });
});
