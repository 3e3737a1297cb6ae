import { currencyFactor, DEFAULT_MIN_DEPOSIT } from '../../../common/deposit.ts';
import { MIN_STAKE, payoutPercent } from '../../../common/payout.ts';
import { EXPIRIES_S } from '../../platform/trading.ts';

// The info page's trading conditions, read from the constants the platform trades by (the payout the settlement
// pays, the expiries the order form offers, the deposit and stake minimums), so the page cannot promise other terms.

export type TradingTerms = {
  /** "80 %": the profit on a win, as the platform's ticket prints it. */
  readonly payout: string;
  /** "30–300": the shortest and longest expiry in seconds. */
  readonly expiryRange: string;
  /** "30, 60, 120, 300" (the list's last separator is the language's "or"). */
  readonly expiries: readonly number[];
  readonly minStake: string;
  readonly minDeposit: string;
  readonly minDepositRub: string;
};

export function tradingTerms(lang: 'en' | 'ru'): TradingTerms {
  const number = new Intl.NumberFormat(lang);
  return {
    payout: `${payoutPercent()}\u00a0%`,
    expiryRange: `${Math.min(...EXPIRIES_S)}–${Math.max(...EXPIRIES_S)}`,
    expiries: EXPIRIES_S,
    minStake: MIN_STAKE,
    minDeposit: number.format(DEFAULT_MIN_DEPOSIT),
    minDepositRub: number.format(DEFAULT_MIN_DEPOSIT * currencyFactor('RUB')),
  };
}

/** "30, 60, 120 or 300" in the language. */
export function expiryList(lang: 'en' | 'ru', expiries: readonly number[]): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(expiries.map(String));
}
