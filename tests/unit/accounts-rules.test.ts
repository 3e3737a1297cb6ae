import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import ru from '@/i18n/locales/ru.json';
import { checkNewAccount, currencyChoices, isDemoAccount, onPractice, practiceAccount, realAccount, sortAccounts } from '@/features/accounts/rules';

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

  it("'Please choose a currency.' without a choice; a taken currency is refused", () => {
    const choices = currencyChoices([balance(1, 'USD')]);
    expect(checkNewAccount('', choices)).toBe('choose');
    expect(checkNewAccount('USD', choices)).toBe('taken');
    expect(checkNewAccount('XYZ', choices)).toBe('taken');
    expect(checkNewAccount('EUR', choices)).toBeNull();
    // Spec §5's wording ('Please chose currency!') read as a typo: the same request, spelled right, in both languages.
    expect(en['accounts.choose_currency']).toBe('Please choose a currency.');
    expect(ru['accounts.choose_currency']).toBe('Пожалуйста, выберите валюту.');
  });

  it('lists the current account first', () => {
    expect(sortAccounts([balance(1, 'USD'), balance(2, 'EUR'), balance(3, 'GBP')], 2).map((row) => row.accountId)).toEqual([2, 1, 3]);
  });
});

describe('practice account rules', () => {
  const practice = balance(9, 'USD', 'PRACTICE', 'demo');
  const balances = [balance(1, 'USD'), balance(2, 'EUR', 'DEMO_MANUAL', 'demo'), practice];

  it('finds the practice account and the real one to go back to', () => {
    expect(practiceAccount(balances)).toBe(practice);
    expect(practiceAccount([balance(1, 'USD')])).toBeNull();
    expect(realAccount(balances)?.accountId).toBe(1);
    expect(realAccount([practice])).toBeNull();
  });

  it('is on practice while the current account is any demo account', () => {
    expect(onPractice({ balances, current_accountId: 9 })).toBe(true);
    expect(onPractice({ balances, current_accountId: 2 })).toBe(true);
    expect(onPractice({ balances, current_accountId: 1 })).toBe(false);
    expect(onPractice({ balances, current_accountId: 404 })).toBe(false);
  });
});
