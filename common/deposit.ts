/*
 * Deposit rules of spec §4–§6 and §9: minimum deposit, slider stops with the RUB factor, tiers and bonus,
 * the amount messages, payment tabs by language / currency / geography. Pure and float-free: slider values
 * are whole currency units, bonus amounts are computed in integer minor units.
 */

import { fromMinorUnits, toMinorUnits, wholeUnits } from './money.ts';

export const DEFAULT_MIN_DEPOSIT = 250;
export const RUB_FACTOR = 60;
export const DAILY_CARD_LIMIT = 3;

export type TierName = 'bronze' | 'silver' | 'gold';
export type Tier = { name: TierName; rate: string; bonusPercent: number };

export const TIERS: Readonly<Record<TierName, Tier>> = {
  bronze: { name: 'bronze', rate: '1.2', bonusPercent: 20 },
  silver: { name: 'silver', rate: '1.5', bonusPercent: 50 },
  gold: { name: 'gold', rate: '2', bonusPercent: 100 },
};

export type SliderStops = { start: number; bronze: number; silver: number; gold: number };

/** The slider factor of an account currency (spec §9: RUB 60, everything else 1). */
export function currencyFactor(currency: string): number {
  return currency.toUpperCase() === 'RUB' ? RUB_FACTOR : 1;
}

/**
 * The trader's minimum deposit in whole units of the account currency. The server computes it from its rules
 * (affiliate, country, user id, comments, per-user override) and sends it as `min_deposit`; a missing or
 * unreadable value falls back to the default 250 (× the RUB factor).
 */
export function minimumDeposit(minDeposit: string | null | undefined, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec((minDeposit ?? '').trim());
  if (match) {
    const whole = Number(match[1]);
    const hasFraction = /[1-9]/.test(match[2] ?? '');
    const value = hasFraction ? whole + 1 : whole; // a minimum of 250.50 needs 251 on a whole-unit slider
    if (Number.isSafeInteger(value) && value > 0) return value;
  }
  return DEFAULT_MIN_DEPOSIT * currencyFactor(currency);
}

/**
 * Why the minimum deposit is what it is (spec §6: it varies by affiliate, country, user and comments): the default
 * (250 × the currency factor), a rule for the trader's country, one for the partner they joined through, or one set
 * for their own account (a user rule, a comment rule, a per-user override). The funding page says so beside it.
 */
export const MIN_DEPOSIT_BASES = ['default', 'country', 'affiliate', 'account'] as const;
export type MinDepositBasis = (typeof MIN_DEPOSIT_BASES)[number];

/** Spec §9: start = minimum, bronze 1000, silver 3000, gold 10000, all × the RUB factor. */
export function sliderStops(minimum: number, currency: string): SliderStops {
  const factor = currencyFactor(currency);
  return { start: minimum, bronze: 1000 * factor, silver: 3000 * factor, gold: 10000 * factor };
}

/** Spec §4: the cutoffs are the bronze and silver stops (≤ bronze → bronze, ≤ silver → silver, else gold). */
export function tierOf(value: number, stops: SliderStops): Tier {
  if (value <= stops.bronze) return TIERS.bronze;
  if (value <= stops.silver) return TIERS.silver;
  return TIERS.gold;
}

/** The bonus as a decimal string with 2 decimals (procent_value); 0 when the bonus is off or in fixed mode. */
export function bonusAmount(value: number, tier: Tier, options: { bonus: boolean; fixed: boolean }): string {
  if (!options.bonus || options.fixed) return '0.00';
  return percentOfWhole(value, tier.bonusPercent);
}

/** `percent` % of a whole-unit amount, exact to the cent (value × percent is already in cents); 0 for a bad value. */
function percentOfWhole(value: number, percent: number): string {
  if (!Number.isSafeInteger(value) || value <= 0) return '0.00';
  return fromMinorUnits(BigInt(value) * BigInt(percent), 2);
}

/**
 * The bonus the funding page promises: the tier bonus (when the trader wants one) plus what the server adds on top
 * for a redeemed promo code or an accepted limited offer (`extraPercent`); nothing in fixed mode.
 */
export function promisedBonus(value: number, tier: Tier, options: { bonus: boolean; fixed: boolean; extraPercent: number }): string {
  if (options.fixed) return '0.00';
  return percentOfWhole(value, (options.bonus ? tier.bonusPercent : 0) + Math.max(0, Math.trunc(options.extraPercent)));
}

/** The deposit bonus ties the money to a turnover: it is off until the trader chooses it (the stored choice then rules). */
export const BONUS_UNTIL_CHOSEN = false;

/** A bonus is withdrawable once the trading turnover reaches this many times it (server/withdrawal: case 1 / 4). */
export const BONUS_TURNOVER_TIMES = 20;

/**
 * What the tier bonus of a deposit would be, and the turnover it asks before it can be withdrawn: what the funding
 * page states beside the (unticked) bonus choice, before the trader pays. Whole units in, exact decimals out.
 */
export function bonusTerms(value: number, tier: Tier): { percent: number; bonus: string; turnover: string } {
  const bonus = percentOfWhole(value, tier.bonusPercent);
  const units = BigInt(bonus.replace('.', ''));
  return { percent: tier.bonusPercent, bonus, turnover: fromMinorUnits(units * BigInt(BONUS_TURNOVER_TIMES), 2) };
}

export type AmountProblem = { key: 'deposit.wrong_amount_min'; min: number } | { key: 'deposit.wrong_amount' };

/**
 * Spec §5: the integer value must be at least the limit ('Wrong amount! Min deposit N'); a fixed-amount
 * crypto payment only needs an amount above 0 ('Wrong amount!').
 */
export function checkDepositAmount(input: string, minimum: number, mode: 'fiat' | 'fixed'): AmountProblem | null {
  const text = input.trim();
  if (mode === 'fixed') {
    const units = toMinorUnits(text, 8);
    return units !== null && units > 0n ? null : { key: 'deposit.wrong_amount' };
  }
  const whole = wholeUnits(text);
  return whole !== null && whole >= BigInt(minimum) ? null : { key: 'deposit.wrong_amount_min', min: minimum };
}

/** Clamp a typed or slid value onto the slider's range. */
export function clampToSlider(value: number, stops: SliderStops): number {
  if (!Number.isFinite(value)) return stops.start;
  return Math.min(Math.max(Math.round(value), stops.start), Math.max(stops.gold, stops.start));
}

// --- Geography (spec §5) ---

export const SKRILL_BLOCKED = ['DE', 'GB', 'BE', 'FR', 'ES', 'CN', 'HK', 'IL', 'MO', 'SG', 'AE', 'CA', 'TR', 'US', 'JP'] as const;
export const PFS_BLOCKED = ['GB', 'ES', 'DE', 'IT', 'NL', 'SE', 'FR', 'CZ', 'LU', 'AT', 'BE', 'NO'] as const;

export function skrillAllowed(country: string): boolean {
  return !(SKRILL_BLOCKED as readonly string[]).includes(country.toUpperCase());
}

export function pfsAllowed(country: string): boolean {
  return !(PFS_BLOCKED as readonly string[]).includes(country.toUpperCase());
}

// --- Payment tabs (spec §2, §6) ---

export type PaymentTab =
  | 'card'
  | 'card_moneta'
  | 'perfect'
  | 'bitcoin'
  | 'vload'
  | 'litecoin'
  | 'eth'
  | 'ltc'
  | 'neteller'
  | 'skrill'
  | 'webmoney'
  | 'yandex'
  | 'qiwi'
  | 'okpay'
  | 'bank';

const TABS_EN: readonly PaymentTab[] = ['card', 'bitcoin', 'litecoin', 'eth', 'vload', 'neteller', 'skrill', 'perfect', 'okpay', 'bank'];
const TABS_RU: readonly PaymentTab[] = ['card', 'card_moneta', 'bitcoin', 'yandex', 'qiwi', 'webmoney', 'perfect', 'bank'];
/** Ruble wallets only make sense on a RUB account; Neteller and OKPay do not take rubles. */
const RUB_ONLY: ReadonlySet<PaymentTab> = new Set(['card_moneta', 'yandex', 'qiwi', 'webmoney']);
const NOT_FOR_RUB: ReadonlySet<PaymentTab> = new Set(['neteller', 'okpay']);

export type TabContext = {
  lang: string;
  currency: string;
  country: string;
  /** Partner risk: cardRisk set and verification not Full (spec §6). */
  cardRisk: string;
  verification: string;
};

export function partnerRisk(context: Pick<TabContext, 'cardRisk' | 'verification'>): boolean {
  const risky = context.cardRisk !== '' && context.cardRisk !== '0';
  return risky && context.verification !== 'Full';
}

/** The tabs in display order: by language, filtered by currency and geography; bitcoin first under partner risk. */
export function paymentTabs(context: TabContext): PaymentTab[] {
  const rub = context.currency.toUpperCase() === 'RUB';
  const base = context.lang === 'ru' ? TABS_RU : TABS_EN;
  const tabs = base.filter((tab) => {
    if (RUB_ONLY.has(tab) && !rub) return false;
    if (NOT_FOR_RUB.has(tab) && rub) return false;
    if (tab === 'skrill' && !skrillAllowed(context.country)) return false;
    return true;
  });
  return partnerRisk(context) ? ['bitcoin', ...tabs.filter((tab) => tab !== 'bitcoin')] : tabs;
}

/** Spec §6: quick top-up only when depositsTotal > 0 and fillCard is '1'. */
export function quickTopUpAllowed(depositsTotal: string, fillCard: string): boolean {
  return fillCard === '1' && /^\d+(?:\.\d+)?$/.test(depositsTotal) && /[1-9]/.test(depositsTotal);
}

export type FundingAdd = 'payment_error' | 'payment_success' | 'payment_process' | 'entro' | 'promo';

/** The funding page's `add` parameter (spec §2); anything else is ignored. */
export function parseFundingAdd(add: string | undefined): FundingAdd | null {
  switch (add) {
    case 'payment_error':
    case 'payment_success':
    case 'payment_process':
    case 'entro':
    case 'promo':
      return add;
    default:
      return null;
  }
}
