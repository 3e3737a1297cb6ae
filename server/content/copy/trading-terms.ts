import { currencyFactor, DEFAULT_MIN_DEPOSIT } from '../../../common/deposit.ts';
import { DURATIONS_S, MARK_COUNT } from '../../../common/expiry.ts';
import { stakeRange } from '../../../common/limits.ts';
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
  readonly minStake: string;
  readonly minStakeRub: string;
  readonly minDeposit: string;
  readonly minDepositRub: string;
};

export function tradingTerms(lang: 'en' | 'ru'): TradingTerms {
  const number = new Intl.NumberFormat(lang);
  const { min, max } = payoutRange();
  return {
    payout: `${payoutPercent(min)}–${payoutPercent(max)}\u00a0%`,
    expiryRange: `${Math.min(...DURATIONS_S)}–${Math.max(...DURATIONS_S)}`,
    expiries: DURATIONS_S,
    marks: MARK_COUNT,
    minStake: number.format(stakeRange('USD').min),
    minStakeRub: number.format(stakeRange('RUB').min),
    minDeposit: number.format(DEFAULT_MIN_DEPOSIT),
    minDepositRub: number.format(DEFAULT_MIN_DEPOSIT * currencyFactor('RUB')),
  };
}

/** "30, 60, 120 or 300" in the language. */
export function expiryList(lang: 'en' | 'ru', expiries: readonly number[]): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(expiries.map(String));
}
