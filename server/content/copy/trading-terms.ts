import { currencyFactor, DEFAULT_MIN_DEPOSIT } from '../../../common/deposit.ts';
import { DURATIONS_S, MARK_COUNT } from '../../../common/expiry.ts';
import { stakeRange } from '../../../common/limits.ts';
import { formatMoney } from '../../../common/money.ts';
import { payoutPercent, payoutRange } from '../../../common/payout.ts';

// The info page's trading conditions, read from the rules the platform trades by (the payouts the rule gives and
// settlement pays, the expiries the order form offers, the deposit and stake minimums), so the page cannot promise
// other terms.

export type TradingTerms = {
  /** "72–85 %": the lowest and highest profit on a win the payout rule gives (by asset and expiry). */
  readonly payout: string;
  /** "30–300": the shortest and longest duration in seconds. */
  readonly expiryRange: string;
  /** "30, 60, 120, 180, 300" (the list's last separator is the language's "or"). */
  readonly expiries: readonly number[];
  /** How many 5-minute clock marks the ticket offers beside the durations. */
  readonly marks: number;
  /** "$1.00": the smallest stake, in USD, as the app shows money. */
  readonly minStake: string;
  /** "60.00 RUB": the same on a ruble account (the stake limits scale with the currency's factor). */
  readonly minStakeRub: string;
  /** "$250.00, €250.00 or £250.00": the default minimum deposit in each currency it is the same in. */
  readonly minDeposit: string;
  /** "15,000.00 RUB": the same minimum on a ruble account (the RUB factor). */
  readonly minDepositRub: string;
};

export function tradingTerms(lang: 'en' | 'ru'): TradingTerms {
  const minimum = String(DEFAULT_MIN_DEPOSIT);
  const perCurrency = ['USD', 'EUR', 'GBP'].map((currency) => formatMoney(minimum, currency, lang));
  const { min, max } = payoutRange();
  return {
    payout: `${payoutPercent(min)}–${payoutPercent(max)}\u00a0%`,
    expiryRange: `${Math.min(...DURATIONS_S)}–${Math.max(...DURATIONS_S)}`,
    expiries: DURATIONS_S,
    marks: MARK_COUNT,
    minStake: formatMoney(String(stakeRange('USD').min), 'USD', lang),
    minStakeRub: formatMoney(String(stakeRange('RUB').min), 'RUB', lang),
    minDeposit: new Intl.ListFormat(lang, { type: 'disjunction' }).format(perCurrency),
    minDepositRub: formatMoney(String(DEFAULT_MIN_DEPOSIT * currencyFactor('RUB')), 'RUB', lang),
  };
}

/** "30, 60, 120 or 300" in the language. */
export function expiryList(lang: 'en' | 'ru', expiries: readonly number[]): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(expiries.map(String));
}
