import { describe, expect, it } from 'vitest';
import { currencyDecimals, currencyPrefix, formatMoney, fromMinorUnits, isPositiveAmount, toMinorUnits } from '@/lib/money';
import { exactMinorUnits, wholeUnits } from '@common/money';
import { checkDepositAmount } from '@common/deposit';
import { parseWithdrawalAmount } from '@common/withdrawal';

describe('money', () => {
  it('knows the decimals and prefixes of spec §9', () => {
    expect(['USD', 'RUB', 'GBP', 'EUR'].map(currencyDecimals)).toEqual([2, 2, 2, 2]);
    expect(currencyDecimals('BTC')).toBe(5);
    expect(currencyPrefix('USD')).toBe('$');
    expect(currencyPrefix('EUR')).toBe('€');
    expect(currencyPrefix('GBP')).toBe('£');
    expect(currencyPrefix('RUB')).toBe('');
  });

  it('converts to and from integer minor units without floats', () => {
    expect(toMinorUnits('10000.00', 2)).toBe(1_000_000n);
    expect(toMinorUnits('0.1', 2)).toBe(10n);
    expect(toMinorUnits('0,29', 2)).toBe(29n);
    expect(toMinorUnits('1.005', 2)).toBe(101n);
    expect(toMinorUnits('-2.5', 2)).toBe(-250n);
    expect(toMinorUnits('abc', 2)).toBeNull();
    expect(toMinorUnits('', 2)).toBeNull();
    expect(fromMinorUnits(1_000_000n, 2)).toBe('10000.00');
    expect(fromMinorUnits(5n, 5)).toBe('0.00005');
    expect(fromMinorUnits(-250n, 2)).toBe('-2.50');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in minor units it is exact.
    expect(fromMinorUnits(toMinorUnits('0.1', 2)! + toMinorUnits('0.2', 2)!, 2)).toBe('0.30');
  });

  it('formats with the currency prefix or code and the locale grouping', () => {
    expect(formatMoney('10000', 'USD')).toBe('$10,000.00');
    expect(formatMoney('0.5', 'BTC')).toBe('0.50000 BTC');
    expect(formatMoney('1234.5', 'RUB', 'ru')).toMatch(/^1\s234,50 RUB$/);
    expect(formatMoney('-3', 'EUR')).toBe('−€3.00');
  });

  it('tells a positive amount', () => {
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('-1')).toBe(false);
    expect(isPositiveAmount('x')).toBe(false);
  });
});

describe('digit marks of the app languages (written out so the first render builds no Intl.NumberFormat)', () => {
  it('group and separate exactly as Intl.NumberFormat does in en and ru', () => {
    for (const lang of ['en', 'ru']) {
      const intl = new Intl.NumberFormat(lang, { useGrouping: true });
      const decimal = intl.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
      for (const whole of ['0', '7', '999', '1000', '9999', '10000', '123456', '1234567', '98765432109876543210']) {
        expect(formatMoney(`${whole}.25`, 'EUR', lang), `${lang} ${whole}`).toBe(`€${intl.format(BigInt(whole))}${decimal}25`);
      }
    }
  });

  it('asks Intl for any other locale', () => {
    expect(formatMoney('1234567.5', 'USD', 'de')).toBe(`$${new Intl.NumberFormat('de').format(1234567n)},50`);
  });
});

describe('one reading of an amount, for the client, the server and the stored rows', () => {
  it('reads a typed, a sent and a stored amount alike, rounding only where it may', () => {
    expect(toMinorUnits('10000.00000000', 2)).toBe(1_000_000n);
    expect(toMinorUnits(' 12,5 ', 2)).toBe(1250n);
    expect(toMinorUnits('-0.004', 2)).toBe(0n);
    expect(toMinorUnits('1.005', 2)).toBe(101n);
    expect(toMinorUnits('1.2.3', 2)).toBeNull();
    expect(toMinorUnits('', 2)).toBeNull();
    expect(toMinorUnits('1e3', 2)).toBeNull();
    // A person's entry is never rounded: three decimals of a two-decimal currency are no amount.
    expect(exactMinorUnits('1.005', 2)).toBeNull();
    expect(exactMinorUnits('1,05', 2)).toBe(105n);
  });

  it('holds the deposit to whole units the same way on both sides (the form and the card request)', () => {
    for (const [typed, whole] of [['250', 250n], ['250.00', 250n], ['250,0', 250n], ['250.5', null], ['0', null], ['-250', null], ['x', null]] as const) {
      expect(wholeUnits(typed)).toBe(whole);
      const formSays = checkDepositAmount(typed, 250, 'fiat');
      expect(formSays === null).toBe(whole !== null);
    }
    expect(checkDepositAmount('249', 250, 'fiat')).toEqual({ key: 'deposit.wrong_amount_min', min: 250 });
  });

  it('reads a withdrawal and a validation answer with the same parser', () => {
    expect(parseWithdrawalAmount('12,50', 2)).toBe(1250n);
    expect(parseWithdrawalAmount('12.505', 2)).toBeNull();
    expect(parseWithdrawalAmount('0', 2)).toBeNull();
    expect(parseWithdrawalAmount('1234567890123456', 2)).toBeNull();
  });
});
