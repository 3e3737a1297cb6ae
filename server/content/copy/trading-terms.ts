import { currencyFactor, DEFAULT_MIN_DEPOSIT } from '../../../common/deposit.ts';
import { formatMoney } from '../../../common/money.ts';
import { EXPIRIES_S, MIN_STAKE, payoutPercent } from '../../../common/payout.ts';

// The info page's trading conditions, read from the constants the platform trades by (the payout the settlement
// pays, the expiries the order form offers, the deposit and stake minimums), so the page cannot promise other terms.

export type TradingTerms = {
  /** "80 %": the profit on a win, as the platform's ticket prints it. */
  readonly payout: string;
  /** "30–300": the shortest and longest expiry in seconds. */
  readonly expiryRange: string;
  /** "30, 60, 120, 300" (the list's last separator is the language's "or"). */
  readonly expiries: readonly number[];
  /** "$1.00": the smallest stake, in USD, as the app shows money. */
  readonly minStake: string;
  /** "$250.00, €250.00 or £250.00": the default minimum deposit in each currency it is the same in. */
  readonly minDeposit: string;
  /** "15,000.00 RUB": the same minimum on a ruble account (the RUB factor). */
  readonly minDepositRub: string;
};

export function tradingTerms(lang: 'en' | 'ru'): TradingTerms {
  const minimum = String(DEFAULT_MIN_DEPOSIT);
  const perCurrency = ['USD', 'EUR', 'GBP'].map((currency) => formatMoney(minimum, currency, lang));
  return {
    payout: `${payoutPercent()}\u00a0%`,
    expiryRange: `${Math.min(...EXPIRIES_S)}–${Math.max(...EXPIRIES_S)}`,
    expiries: EXPIRIES_S,
    minStake: formatMoney(MIN_STAKE, 'USD', lang),
    minDeposit: new Intl.ListFormat(lang, { type: 'disjunction' }).format(perCurrency),
    minDepositRub: formatMoney(String(DEFAULT_MIN_DEPOSIT * currencyFactor('RUB')), 'RUB', lang),
  };
}

/** "30, 60, 120 or 300" in the language. */
export function expiryList(lang: 'en' | 'ru', expiries: readonly number[]): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(expiries.map(String));
}
