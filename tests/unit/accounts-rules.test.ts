import { describe, expect, it } from 'vitest';
import { checkNewAccount, currencyChoices, isDemoAccount, sortAccounts } from '@/features/accounts/rules';

const balance = (accountId: number, currency: string, accountGroup = 'REAL', type: 'real' | 'demo' = 'real') => ({ accountId, currency, accountGroup, type });

describe('currency account rules', () => {
  it('real accounts block their currency; demo accounts (DEMO_MANUAL) do not', () => {
    const choices = currencyChoices([balance(1, 'USD'), balance(2, 'EUR', 'DEMO_MANUAL', 'demo')]);
    expect(choices).toEqual([
      { currency: 'USD', taken: true },
      { currency: 'EUR', taken: false },
      { currency: 'GBP', taken: false },
      { currency: 'RUB', taken: false },
    ]);
    expect(isDemoAccount(balance(3, 'USD', 'DEMO_MANUAL', 'real'))).toBe(true);
    expect(isDemoAccount(balance(3, 'USD'))).toBe(false);
  });

  it("'Please chose currency!' without a choice; a taken currency is refused", () => {
    const choices = currencyChoices([balance(1, 'USD')]);
    expect(checkNewAccount('', choices)).toBe('choose');
    expect(checkNewAccount('USD', choices)).toBe('taken');
    expect(checkNewAccount('XYZ', choices)).toBe('taken');
    expect(checkNewAccount('EUR', choices)).toBeNull();
  });

  it('lists the current account first', () => {
    expect(sortAccounts([balance(1, 'USD'), balance(2, 'EUR'), balance(3, 'GBP')], 2).map((row) => row.accountId)).toEqual([2, 1, 3]);
  });
});
