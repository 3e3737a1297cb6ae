/*
 * Upper bounds on every amount a trader can send in one call, checked by the server (and shown by the client
 * before it sends). They keep a typed amount far below the database's numeric ceiling, so no single request
 * can overflow a balance and stall settlement for everyone. Whole units of the account currency; RUB × 60 like
 * the deposit slider. Pure: both client and server import this file.
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

/** The largest amount of one call of `kind` in `currency`, in whole units. */
export function maxAmount(kind: AmountKind, currency: string): number {
  return MAX_WHOLE_UNITS[kind] * currencyFactor(currency);
}

/** The most digits an amount's whole part may have before it is refused unread (a 41-digit amount is a 400). */
export const MAX_AMOUNT_DIGITS = 12;
