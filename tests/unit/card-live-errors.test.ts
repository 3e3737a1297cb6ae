import { describe, expect, it } from 'vitest';
import type { CardForm } from '@common/card';
import { clearFixed, missingFields, withRequired } from '@/features/card/liveErrors';

const REQUIRED = 'Please fill the required fields';
const form = (over: Partial<CardForm> = {}): CardForm => ({
  number: '',
  month: '01',
  year: '2028',
  holder: '',
  cvv: '',
  country: 'FR',
  currency: 'USD',
  ...over,
});

describe('card form errors as the trader fixes them', () => {
  it('a submit flags every empty field, not only the first', () => {
    expect(missingFields(form())).toEqual(['number', 'holder', 'cvv']);
    expect(withRequired({ number: REQUIRED, form: REQUIRED }, form(), REQUIRED)).toEqual({ number: REQUIRED, holder: REQUIRED, cvv: REQUIRED, form: REQUIRED });
    expect(withRequired({ number: 'Invalid card type.' }, form({ number: '1', holder: 'A B', cvv: '123' }), REQUIRED)).toEqual({ number: 'Invalid card type.' });
  });

  it("a field's message goes once it is filled; the form's once none is empty", () => {
    const errors = { number: REQUIRED, holder: REQUIRED, cvv: REQUIRED, form: REQUIRED };
    const step1 = clearFixed(errors, 'number', form({ number: '4242' }), REQUIRED);
    expect(step1).toEqual({ holder: REQUIRED, cvv: REQUIRED, form: REQUIRED });
    // A CVV is filled with its 3 or 4 digits, as the rules say.
    expect(clearFixed(step1, 'cvv', form({ number: '4242', cvv: '12' }), REQUIRED)).toEqual(step1);
    const step2 = clearFixed(step1, 'cvv', form({ number: '4242', cvv: '123' }), REQUIRED);
    expect(step2).toEqual({ holder: REQUIRED, form: REQUIRED });
    expect(clearFixed(step2, 'holder', form({ number: '4242', cvv: '123', holder: 'Ann Lee' }), REQUIRED)).toEqual({});
  });

  it('emptying a field again does not bring its message back before the next submit; other messages stay', () => {
    expect(clearFixed({}, 'holder', form(), REQUIRED)).toEqual({});
    expect(clearFixed({ number: 'Valid card length 16' }, 'number', form({ number: '4242 4242' }), REQUIRED)).toEqual({ number: 'Valid card length 16' });
  });
});
