/*
 * Currency account rules (spec §5, §6): which currencies an extra account may be opened in, and which accounts
 * are demo accounts. Demo accounts (accountGroup DEMO_MANUAL) do not block the currency choice.
 */
import type { UserBalance } from '@/api/user';

export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'RUB'] as const;
export const DEMO_GROUP = 'DEMO_MANUAL';
/** The trader's own practice account (opened from Accounts); a demo account like DEMO_MANUAL ones. */
export const PRACTICE_GROUP = 'PRACTICE';

export function isDemoAccount(balance: Pick<UserBalance, 'accountGroup' | 'type'>): boolean {
  return balance.accountGroup === DEMO_GROUP || balance.type === 'demo';
}

export type CurrencyChoice = { currency: string; taken: boolean };

/** Every currency with whether a real account in it already exists (only demo ones do not count). */
export function currencyChoices(balances: readonly Pick<UserBalance, 'accountGroup' | 'type' | 'currency'>[]): CurrencyChoice[] {
  return ACCOUNT_CURRENCIES.map((currency) => ({
    currency,
    taken: balances.some((balance) => balance.currency === currency && !isDemoAccount(balance)),
  }));
}

export type AddAccountProblem = 'choose' | 'taken' | null;

/** Spec §5's 'Please chose currency!' when nothing is chosen (worded "Please choose a currency."). */
export function checkNewAccount(currency: string, choices: readonly CurrencyChoice[]): AddAccountProblem {
  if (currency.trim() === '') return 'choose';
  const choice = choices.find((item) => item.currency === currency);
  return !choice || choice.taken ? 'taken' : null;
}

/** Current account first, then the rest in the server's order. */
export function sortAccounts<T extends Pick<UserBalance, 'accountId'>>(balances: readonly T[], currentId: number): T[] {
  return balances.toSorted((a, b) => Number(b.accountId === currentId) - Number(a.accountId === currentId));
}

/** The trader's practice account, when they have opened one. */
export function practiceAccount<T extends Pick<UserBalance, 'accountGroup'>>(balances: readonly T[]): T | null {
  return balances.find((balance) => balance.accountGroup === PRACTICE_GROUP) ?? null;
}

/** Is the current account virtual money? Then funding, withdrawals and real totals are elsewhere. */
export function onPractice(user: { balances: readonly Pick<UserBalance, 'accountId' | 'accountGroup' | 'type'>[]; current_accountId: number }): boolean {
  const current = user.balances.find((balance) => balance.accountId === user.current_accountId);
  return current !== undefined && isDemoAccount(current);
}

/** The real account to go back to from practice: the first real one (the server's order keeps the main one first). */
export function realAccount<T extends Pick<UserBalance, 'accountGroup' | 'type'>>(balances: readonly T[]): T | null {
  return balances.find((balance) => !isDemoAccount(balance)) ?? null;
}
