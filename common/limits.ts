/*
 * Upper bounds on every amount a trader can send in one call, checked by the server (and shown by the client
 * before it sends). They keep a typed amount far below the database's numeric ceiling (numeric(24, 8): 16 whole
 * digits), so no single request can overflow a balance and stall settlement for everyone. Whole units of the
 * account currency; RUB × 60 like the deposit slider; a coin amount (fixed mode) has its own bound. Pure: both
 * client and server import this file.
 */

import { currencyFactor } from './deposit.ts';

export type AmountKind = 'deposit' | 'stake' | 'withdrawal' | 'tip' | 'transfer';

/** Whole units of a USD-like currency; RUB is multiplied by the slider factor. */
const MAX_WHOLE_UNITS: Readonly<Record<AmountKind, number>> = {
  deposit: 100_000,
  stake: 10_000,
  withdrawal: 1_000_000,
  tip: 1_000,
  transfer: 1_000_000,
};

/** A fixed-mode (exchange) crypto deposit is typed in the coin itself: at most this many coins in one call. */
export const MAX_COIN_DEPOSIT = 1_000;

/** The largest amount of one call of `kind` in `currency`, in whole units. */
export function maxAmount(kind: AmountKind, currency: string): number {
  return MAX_WHOLE_UNITS[kind] * currencyFactor(currency);
}

/** The smallest stake in whole units of a USD-like currency; RUB is multiplied by the slider factor like the bound. */
const MIN_STAKE_WHOLE_UNITS = 1;

/**
 * The stake limits of a trade in `currency`, in whole units: 1–10 000 USD, 60–600 000 RUB. Scaled together, so a RUB
 * trader's cap is the same money as a USD trader's (10 000 RUB, about $167, was the cap once).
 */
export function stakeRange(currency: string): { min: number; max: number } {
  return { min: MIN_STAKE_WHOLE_UNITS * currencyFactor(currency), max: maxAmount('stake', currency) };
}

/** True when `units` minor units (at `decimals`) are above the bound of `kind` in `currency`. */
export function aboveMax(kind: AmountKind, currency: string, units: bigint, decimals: number): boolean {
  return units > BigInt(maxAmount(kind, currency)) * 10n ** BigInt(decimals);
}

/** True when a coin amount ("0.5", "12.00000001") is above MAX_COIN_DEPOSIT. */
export function coinAboveMax(amount: string): boolean {
  const whole = amount.split('.')[0] ?? '';
  return whole.length > String(MAX_COIN_DEPOSIT).length || Number(whole) > MAX_COIN_DEPOSIT || (Number(whole) === MAX_COIN_DEPOSIT && /[1-9]/.test(amount.split('.')[1] ?? ''));
}

/** The message of an amount above the bound (spec §5 wording, with the bound). */
export function maxAmountMessage(kind: AmountKind, currency: string): string {
  return `Wrong amount! Max ${kind} ${maxAmount(kind, currency)}`;
}

/**
 * What one trader may keep on the server in files, documents and ticket attachments together (each file is at most
 * 10 MB, common/files.ts): enough for every verification page and a ticket's scans many times over, and a bound on
 * what one account can make the database hold.
 */
export const STORAGE_QUOTA_MB = 50;
export const STORAGE_QUOTA_BYTES = STORAGE_QUOTA_MB * 1024 * 1024;
