/*
 * Withdrawal rules both sides use (spec §4, §5, §9): which methods need a wallet, the fixed-mode tabs, the amount
 * and wallet checks, and how the server's case 1–5 is decided from the trader's state. Pure and float-free: amounts
 * are integer minor units.
 */

import { BONUS_TURNOVER_TIMES, skrillAllowed } from './deposit.ts';
import { aboveMax } from './limits.ts';
import { exactMinorUnits } from './money.ts';

/** Spec §9: methods paid without a wallet address. */
export const WITHOUT_WALLET: readonly string[] = ['Credit Card', 'Ok Pay', 'Perfect Money'];

/** Spec §9: the tabs of fixed (exchange) mode, paid from the exchange account. */
export const FIXED_TABS: readonly string[] = ['Bitcoin', 'Litecoin', 'Ethereum', 'Dash', 'Bitcoin_Cash', 'Ripple', 'Zcash', 'Monero', 'EUR', 'USD'];

/** A bonus is released once the trader's trading turnover reaches this many times the bonus (the funding page says so). */
export const BONUS_TURNOVER_FACTOR = BigInt(BONUS_TURNOVER_TIMES);

/**
 * The withdrawal methods a new trader gets (users.wd_methods; a back office may change them): the card and the
 * main coins everywhere, the e-wallets of the account currency, Skrill only where its deposits are allowed.
 */
export function defaultWithdrawalMethods(country: string, currency: string): string {
  const wallets = currency.toUpperCase() === 'RUB' ? ['Qiwi', 'Yandex', 'WebMoney'] : ['Perfect Money', 'Neteller', ...(skrillAllowed(country) ? ['Skrill'] : [])];
  return ['Credit Card', 'Bitcoin', 'Ethereum', 'Litecoin', ...wallets].join(',');
}

export function needsWallet(method: string): boolean {
  return !WITHOUT_WALLET.includes(method);
}

/** The shape of an address per crypto method, for a message before anything is sent (the server checks checksums). */
// Bech32 and cashaddr are valid all-lowercase or all-uppercase (QR codes carry the upper case); BCH kept Bitcoin's
// legacy 1…/3… form; Dash P2SH starts with 7; a BCH P2SH32 cashaddr is 61 characters.
const WALLET_SHAPE: Readonly<Record<string, RegExp>> = {
  Bitcoin: /^(bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  Litecoin: /^(ltc1[02-9ac-hj-np-z]{11,71}|LTC1[02-9AC-HJ-NP-Z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/,
  Ethereum: /^0x[0-9a-fA-F]{40}$/,
  Dash: /^[X7][1-9A-HJ-NP-Za-km-z]{33}$/,
  Bitcoin_Cash: /^((bitcoincash:)?[qp]([02-9ac-hj-np-z]{41}|[02-9ac-hj-np-z]{60})|(BITCOINCASH:)?[QP]([02-9AC-HJ-NP-Z]{41}|[02-9AC-HJ-NP-Z]{60})|[13][1-9A-HJ-NP-Za-km-z]{25,33})$/,
  Ripple: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  Zcash: /^t[13][1-9A-HJ-NP-Za-km-z]{33}$/,
  Monero: /^[48][1-9A-HJ-NP-Za-km-z]{94}$/,
};

/** True when the method is a coin and `wallet` does not have that coin's address shape. */
export function walletShapeWrong(method: string, wallet: string): boolean {
  const shape = WALLET_SHAPE[method];
  return shape !== undefined && !shape.test(wallet);
}

/** "12.5" / "12,50" → minor units at `decimals`; null unless a plain positive decimal within the decimals. */
export function parseWithdrawalAmount(input: string, decimals: number): bigint | null {
  // At most 15 whole digits: more than any account holds, and a bound on what a request may make the server compute.
  if (/\d{16}/.test(input.split(/[.,]/, 1)[0] ?? '')) return null;
  const units = exactMinorUnits(input, decimals);
  return units !== null && units > 0n ? units : null;
}

export type WithdrawalProblem =
  /** spec §5 'Incorrect amount!' */
  | { field: 'amount'; kind: 'amount' }
  | { field: 'amount'; kind: 'max' }
  /** More than can be withdrawn. */
  | { field: 'amount'; kind: 'funds' }
  /** spec §5 'Please enter Wallet address!' */
  | { field: 'wallet'; kind: 'wallet' }
  | { field: 'wallet'; kind: 'wallet_format' };

export type WithdrawalInput = { amount: string; method: string; wallet: string; currency: string; decimals: number; available: bigint };

/** The first problem of a withdrawal form, in form order, or null. */
export function checkWithdrawal(input: WithdrawalInput): WithdrawalProblem | null {
  const units = parseWithdrawalAmount(input.amount, input.decimals);
  if (units === null) return { field: 'amount', kind: 'amount' };
  if (aboveMax('withdrawal', input.currency, units, input.decimals)) return { field: 'amount', kind: 'max' };
  if (units > input.available) return { field: 'amount', kind: 'funds' };
  const wallet = input.wallet.trim();
  if (needsWallet(input.method) && wallet === '') return { field: 'wallet', kind: 'wallet' };
  if (wallet !== '' && walletShapeWrong(input.method, wallet)) return { field: 'wallet', kind: 'wallet_format' };
  return null;
}

export type WithdrawalCase = 1 | 2 | 3 | 4 | 5;

export type WithdrawalState = {
  /** Bonus money still held for the trader (users.bonus_summ), minor units. */
  bonus: bigint;
  /** Stakes traded so far, minor units. */
  turnover: bigint;
  /** Card deposits not yet paid back to the card, minor units. */
  cardUnreturned: bigint;
  method: string;
  verificationFull: boolean;
};

/** The turnover a bonus needs before it is released. */
export function neededTurnover(bonus: bigint): bigint {
  return bonus * BONUS_TURNOVER_FACTOR;
}

/**
 * Spec §4 cases: 1 an active bonus whose turnover is not reached (withdrawing cancels it); 2 card deposits not yet
 * returned (that part goes back to the card first); 3 verification not Full (waits for documents); 4 the bonus
 * turnover reached (released with the withdrawal); 5 no bonus involved.
 */
export function decideCase(state: WithdrawalState): WithdrawalCase {
  const bonusActive = state.bonus > 0n;
  if (bonusActive && state.turnover < neededTurnover(state.bonus)) return 1;
  if (state.cardUnreturned > 0n && state.method !== 'Credit Card') return 2;
  if (!state.verificationFull) return 3;
  return bonusActive ? 4 : 5;
}

/** Cases 1–3 ask the trader to confirm first; 4 and 5 finalize at once. */
export function needsConfirmation(withdrawalCase: WithdrawalCase): boolean {
  return withdrawalCase <= 3;
}
