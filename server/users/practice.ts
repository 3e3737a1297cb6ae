import { currencyFactor } from '../../common/deposit.ts';
import type { AccountType } from '../db/schema.ts';
import { accountScale, type Money, wholeMoney } from '../money/amount.ts';
import { ACCOUNT_CURRENCIES } from './accounts.ts';

// What makes money virtual and how much a practice account holds. Every demo account — the trader's own practice
// account and one a back office opened (DEMO_MANUAL) — holds virtual money: it is never funded, withdrawn, counted
// in a real total or report, nor earns a bonus, a reward or a commission.

/** The starting balance in whole units of USD; other currencies get the deposit slider's factor (RUB × 60). */
const START_USD = 10_000n;

export const isVirtual = (account: { type: AccountType }): boolean => account.type === 'demo';

/** Which side of the books an account's rows belong to: reports and lists never show both at once. */
export type MoneySide = 'real' | 'practice';
export const sideOf = (account: { type: AccountType } | null): MoneySide => (account !== null && isVirtual(account) ? 'practice' : 'real');

/** The practice account's currency: the trader's own when accounts may be held in it, else USD. */
export function practiceCurrency(traderCurrency: string): string {
  const upper = traderCurrency.toUpperCase();
  return (ACCOUNT_CURRENCIES as readonly string[]).includes(upper) ? upper : 'USD';
}

/** The virtual money a practice account opens with and is reset to. */
export function practiceStart(currency: string): Money {
  return wholeMoney(START_USD * BigInt(currencyFactor(currency)), accountScale(currency));
}
