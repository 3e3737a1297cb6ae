import { formatMoney } from '../../common/money.ts';
import { COINS, type Coin } from '../../common/coins.ts';
import { maxAmount } from '../../common/limits.ts';
import { checkWithdrawal, decideCase, FIXED_TABS, neededTurnover, needsConfirmation, needsWallet, type WithdrawalCase, type WithdrawalProblem } from '../../common/withdrawal.ts';
import { WithdrawalMadeReply } from '../../common/money-replies.ts';
import type { Db } from '../db/client.ts';
import type { AccountRow, UserRow } from '../db/schema.ts';
import type { WithdrawalRow } from '../db/schema-withdrawal.ts';
import { isValidAddress } from '../funding/addresses.ts';
import { type Lang, saying } from '../i18n.ts';
import { currencyDecimals, formatAmount, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { accountScale, atLeastZero, isPositive, moneyOf, moneyText, negate, storedMoney } from '../money/amount.ts';
import type { Entry } from '../money/ledger.ts';
import { type JsonReply, keyedMove, storedReply } from '../money/moves.ts';
import { notify } from '../notifications/service.ts';
import { findUserById } from '../users/repo.ts';
import { balanceOf, insertWithdrawal, lockUnconfirmed, markConfirmed, paidBefore, payingAccount, withdrawalOf, withdrawalSums } from './queries.ts';
import type { ConfirmChannel } from '../../common/api/withdrawal.ts';
import type { Clock } from '../clock.ts';
import type { Outbox } from '../mail/outbox.ts';
import { clearCodeSlots, hasTwoFactor, returnCodeSlot, takeCodeSlot, totpSpender } from '../two-factor/service.ts';
import { minutesLeft, takeSlot } from '../lib/budget-slots.ts';
import { mailCodeSpender } from './codes.ts';
import { isVirtual } from '../users/practice.ts';

// Withdrawals (spec §4 cases 1–5, §7): the case a request falls under, the request as one keyed money move and its
// confirmation — every balance change built here and posted through server/money/. What waits and how a request ends
// are in ./settle.ts.

const say = saying('withdrawal');
const sayPractice = saying('practice');

/** What a withdrawal form sends: the method (or `proc`), the amount and wallet as typed, the mode. */
export type WithdrawalRequest = { amount: string; method: string; wallet: string; fixed: boolean };

/** A refusal in the trader's words: the problem's code, its field and message (and what a reply carries with it). */
export type Problem = { return: false; code: string; field?: string; message: string; need_auth?: boolean };

/** The coin a crypto withdrawal method pays in, for the chain's own address rules (the ones invoices use). */
const METHOD_COIN: Readonly<Record<string, Coin>> = { Bitcoin: 'btc', Litecoin: 'ltc', Ethereum: 'eth', Dash: 'dash', Bitcoin_Cash: 'bch', Zcash: 'zcash' };

/** The methods a trader may use: their wd_methods list in account mode, the fixed tabs in fixed (exchange) mode. */
export function allowedMethods(user: UserRow, fixed: boolean): readonly string[] {
  return fixed ? FIXED_TABS : user.wdMethods.split(',').map((method) => method.trim()).filter(Boolean);
}

function problemOf(lang: Lang, problem: WithdrawalProblem, context: { currency: string; available: string; method: string }): Problem {
  const message = problem.kind === 'max' ? say(lang, 'max', { max: formatMoney(String(maxAmount('withdrawal', context.currency)), context.currency, lang) }) : say(lang, problem.kind, { ...context, available: formatMoney(context.available, context.currency, lang) });
  return { return: false, code: problem.kind, field: problem.field, message };
}

type TraderState = { bonus: bigint; turnover: bigint; cardUnreturned: bigint };

/** The trader's state the case is decided from, in the account currency's minor units. */
async function stateOf(db: Db, user: UserRow, currency: string, decimals: number): Promise<TraderState> {
  const units = (value: string | null | undefined) => toMinorUnits(value ?? '0', decimals) ?? 0n;
  const sums = await withdrawalSums(db, user.id, currency);
  const cardUnreturned = units(sums.carded) - units(sums.returned);
  return { bonus: units(user.bonusSumm), turnover: units(sums.traded), cardUnreturned: cardUnreturned > 0n ? cardUnreturned : 0n };
}

type Checked =
  | { ok: true; user: UserRow; account: AccountRow; units: bigint; decimals: number; request: WithdrawalRequest; state: TraderState; withdrawalCase: WithdrawalCase }
  | { ok: false; problem: Problem };

/** Validates a request against the trader's account and decides its case; the same for the send and the final call. */
async function check(db: Db, user: UserRow, request: WithdrawalRequest, lang: Lang): Promise<Checked> {
  const account = await payingAccount(db, user, request.fixed);
  // Virtual money never leaves: the trader is told to switch to a real account.
  if (account && isVirtual(account)) return { ok: false, problem: { return: false, code: 'practice', field: 'account', message: sayPractice(lang, 'no_withdrawal') } };
  if (!account || !allowedMethods(user, request.fixed).includes(request.method)) return { ok: false, problem: { return: false, code: 'method', field: 'method', message: say(lang, 'method') } };
  const decimals = currencyDecimals(account.currency);
  const available = toMinorUnits(account.amount, decimals) ?? 0n;
  const context = { currency: account.currency, available: formatMinorUnits(available > 0n ? available : 0n, decimals), method: request.method.replace('_', ' ') };
  const problem = checkWithdrawal({ ...request, currency: account.currency, decimals, available });
  if (problem) return { ok: false, problem: problemOf(lang, problem, context) };
  const coin = METHOD_COIN[request.method];
  if (coin && COINS.includes(coin) && !isValidAddress(coin, request.wallet)) return { ok: false, problem: problemOf(lang, { field: 'wallet', kind: 'wallet_format' }, context) };
  const units = toMinorUnits(request.amount.replace(',', '.'), decimals) ?? 0n;
  const state = await stateOf(db, user, account.currency, decimals);
  const withdrawalCase = decideCase({ ...state, method: request.method, verificationFull: user.verification === 'Full' });
  return { ok: true, user, account, units, decimals, request, state, withdrawalCase };
}

/** Spec §7 /api/withdrawal: the case the request falls under (nothing is reserved yet). Null: no such trader. */
export async function caseOf(db: Db, userId: number, request: WithdrawalRequest, lang: Lang) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const checked = await check(db, user, request, lang);
  if (!checked.ok) return checked.problem;
  const { state, withdrawalCase, account, units } = checked;
  const decimals = currencyDecimals(account.currency);
  return {
    case: withdrawalCase,
    confirm: needsConfirmation(withdrawalCase),
    // A blocked trader's session ends (spec §8 need_auth).
    need_auth: user.status === 'USER_BLOCKED',
    documents_needed: user.verification !== 'Full',
    current_turnover: formatMinorUnits(state.turnover, decimals),
    need_turnover: formatMinorUnits(neededTurnover(state.bonus), decimals),
    bonus: formatMinorUnits(state.bonus, decimals),
    card_return: formatMinorUnits(state.cardUnreturned < units ? state.cardUnreturned : units, decimals),
    currency: account.currency,
  };
}

/** How a request to a destination never paid to is confirmed: the trader's authenticator, else a mailed code. */
async function confirmationFor(db: Db, userId: number, request: WithdrawalRequest): Promise<ConfirmChannel | null> {
  const wallet = needsWallet(request.method) ? request.wallet : '';
  if (await paidBefore(db, userId, request.method, wallet)) return null;
  return (await hasTwoFactor(db, userId)) ? 'totp' : 'mail';
}

type Reserved = { rowId: number; user: UserRow; checked: Extract<Checked, { ok: true }> };

/**
 * The money of a request as one set of entries: the amount reserved, and a case-1 bonus cancelled or a case-4 bonus
 * released with it. Answers the entries, the reply and what the request's row records.
 */
function reserveOf({ rowId, user, checked }: Reserved, lang: Lang, now: Date) {
  const { account, units, decimals, state, withdrawalCase } = checked;
  const userId = user.id;
  const amount = moneyOf(units, decimals);
  const bonus = moneyOf(state.bonus, decimals);
  const cancelsBonus = withdrawalCase === 1 && isPositive(bonus);
  const releasesBonus = withdrawalCase === 4 && isPositive(bonus);
  const reference = `withdrawal:${rowId}`;
  const holder = { book: 'account', accountId: account.id } as const;
  const currency = account.currency;
  const entries: Entry[] = [{ userId, holder, kind: 'withdrawal', amount: negate(amount), currency, reference, status: 'pending', at: now }];
  // Case 1 cancels the bonus whose turnover was not reached; case 4 releases the reached one to the balance.
  if (cancelsBonus) entries.push({ userId, holder: { book: 'bonus' }, kind: 'bonus_cancel', amount: negate(bonus), currency, reference, at: now });
  if (releasesBonus) {
    entries.push({ userId, holder: { book: 'bonus' }, kind: 'bonus_release', amount: negate(bonus), currency, reference, at: now });
    entries.push({ userId, holder, kind: 'bonus_release', amount: bonus, currency, reference, at: now });
  }
  const released = releasesBonus ? moneyText(bonus) : undefined;
  return {
    entries,
    cancelled: cancelsBonus ? moneyText(bonus) : null,
    reply: {
      return: true as const,
      status: 'pending' as const,
      message: say(lang, 'sent'),
      ...(released ? { bonus: released, bonus_message: say(lang, 'bonus', { bonus: formatMoney(released, currency, lang) }) } : {}),
      bonus_cancelled: cancelsBonus,
      ...(cancelsBonus ? { bonus_cancelled_amount: moneyText(bonus) } : {}),
    },
  };
}

/** What a withdrawal's services need: the database, the clock, and the outbox its code mail goes through. */
export type WithdrawalDeps = { db: Db; clock: Clock; outbox: Outbox };

/** The answer when another withdrawal, trade or tip took the money first: what is left now. */
async function fundsProblem(db: Db, paying: { accountId: number; currency: string; method: string }, lang: Lang): Promise<Problem> {
  const available = moneyText(atLeastZero(storedMoney(await balanceOf(db, paying.accountId), accountScale(paying.currency))));
  return problemOf(lang, { field: 'amount', kind: 'funds' }, { currency: paying.currency, available, method: paying.method });
}

/**
 * Spec §7 final: makes the request as one money move under its idempotency key. The case is decided again inside the
 * move, under the trader's money lock, never taken from the client: parallel requests each see the bonus the one
 * before left, so a bonus is released or cancelled once. A destination the trader was never paid to holds no money
 * yet: the request waits, `unconfirmed`, for its code (confirmWithdrawal), and a mailed code goes out now. Answers
 * the reply to send (the first one again for a key seen before).
 */
export async function requestWithdrawal(deps: WithdrawalDeps, userId: number, request: WithdrawalRequest, key: string, lang: Lang): Promise<JsonReply> {
  const { db, clock, outbox } = deps;
  const now = clock.now();
  const paying = { accountId: 0, currency: 'USD', method: '' };
  const waiting: { id: number | null; by: ConfirmChannel | null } = { id: null, by: null };
  const reply = await keyedMove({
    db,
    move: { userId, kind: 'withdrawal', key },
    at: now,
    reply: WithdrawalMadeReply,
    run: async ({ tx, post }) => {
      const user = await findUserById(tx, userId);
      if (!user) return { refused: { return: false, code: 'auth', message: '' } };
      const checked = await check(tx, user, request, lang);
      if (!checked.ok) return { refused: checked.problem };
      const { account, units, decimals, state, withdrawalCase } = checked;
      if (user.status === 'USER_BLOCKED') return { refused: { return: false, need_auth: true, code: 'need_auth', message: '' } };
      Object.assign(paying, { accountId: account.id, currency: account.currency, method: request.method });
      const confirmBy = await confirmationFor(tx, userId, request);
      const cancels = withdrawalCase === 1 && isPositive(moneyOf(state.bonus, decimals));
      const row = await insertWithdrawal(tx, {
        userId,
        accountId: account.id,
        method: request.method,
        // Only a method paid to a wallet keeps one: a leftover address never reaches the back office.
        wallet: needsWallet(request.method) ? request.wallet : '',
        amount: moneyText(moneyOf(units, decimals)),
        currency: account.currency,
        fixed: request.fixed ? 1 : 0,
        caseNo: withdrawalCase,
        status: confirmBy ? 'unconfirmed' : 'pending',
        confirmation: confirmBy ?? 'not_needed',
        bonusCancelled: !confirmBy && cancels ? moneyText(moneyOf(state.bonus, decimals)) : '0',
        idempotencyKey: key,
        createdAt: now,
      });
      if (confirmBy) {
        Object.assign(waiting, { id: row.id, by: confirmBy });
        const message = say(lang, confirmBy === 'totp' ? 'confirm_totp' : 'confirm_mail');
        return { done: { return: true, status: 'unconfirmed' as const, id: row.id, confirm_by: confirmBy, message, bonus_cancelled: false } };
      }
      const made = reserveOf({ rowId: row.id, user, checked }, lang, now);
      await post(made.entries);
      if (made.cancelled) await notify(tx, userId, 'bonus_cancelled', { bonus: formatAmount(made.cancelled, account.currency), currency: account.currency }, now);
      return { done: made.reply };
    },
    onFunds: () => fundsProblem(db, paying, lang),
  });
  // Only the request that made the row mails its code (a replayed key answers without mailing again).
  if (waiting.id !== null && waiting.by === 'mail') await outbox.send('withdrawal_code', userId, lang, undefined, String(waiting.id));
  return reply;
}

/** The request a row holds, as the form sent it, for the checks at its confirmation. */
function requestOfRow(row: WithdrawalRow): WithdrawalRequest {
  const decimals = currencyDecimals(row.currency);
  return { amount: formatMinorUnits(toMinorUnits(row.amount, decimals) ?? 0n, decimals), method: row.method, wallet: row.wallet, fixed: row.fixed === 1 };
}

const wrongCode = (lang: Lang): Problem => ({ return: false, code: 'code', field: 'code', message: say(lang, 'code_wrong') });
const notWaiting = (lang: Lang): Problem => ({ return: false, code: 'not_waiting', message: say(lang, 'not_waiting') });

/**
 * A request to a new destination confirmed by its code (the authenticator's with two-factor on, else the mailed
 * one): now, and only now, its money moves — one keyed move, the case decided again, the code spent in the same
 * transaction (a refusal leaves it unspent). Wrong codes count against the trader's budget of codes. A request
 * confirmed before answers its stored reply.
 */
export async function confirmWithdrawal(deps: WithdrawalDeps, userId: number, id: number | null, code: string, lang: Lang): Promise<JsonReply> {
  const { db, clock } = deps;
  const now = clock.now();
  if (id === null) return notWaiting(lang);
  const move = { userId, kind: 'withdrawal_confirm', key: String(id) } as const;
  const before = await storedReply(db, move, WithdrawalMadeReply);
  if (before) return before;
  const row = await withdrawalOf(db, userId, id);
  if (!row || row.status !== 'unconfirmed') return notWaiting(lang);
  const slot = await takeCodeSlot(db, userId, now);
  if (!slot.ok) return { return: false, code: 'code_throttled', field: 'code', message: say(lang, 'code_throttled', { minutes: minutesLeft(slot.retryAfterMs) }) };
  const paying = { accountId: row.accountId, currency: row.currency, method: row.method };
  const spend = row.confirmation === 'totp' ? await totpSpender(db, userId, code, now) : await mailCodeSpender(db, id, code, now);
  const reply = await keyedMove({
    db,
    move,
    at: now,
    reply: WithdrawalMadeReply,
    run: async ({ tx, post }) => {
      const locked = await lockUnconfirmed(tx, userId, id);
      if (!locked) return { refused: notWaiting(lang) };
      if (!(await spend(tx))) return { refused: wrongCode(lang) };
      const user = await findUserById(tx, userId);
      if (!user) return { refused: { return: false, code: 'auth', message: '' } };
      if (user.status === 'USER_BLOCKED') return { refused: { return: false, need_auth: true, code: 'need_auth', message: '' } };
      const checked = await check(tx, user, requestOfRow(locked), lang);
      if (!checked.ok) return { refused: checked.problem };
      Object.assign(paying, { accountId: checked.account.id, currency: checked.account.currency });
      const made = reserveOf({ rowId: id, user, checked }, lang, now);
      await markConfirmed(tx, id, { accountId: checked.account.id, caseNo: checked.withdrawalCase, bonusCancelled: made.cancelled ?? '0', amount: locked.amount }, now);
      await post(made.entries);
      const { currency } = checked.account;
      if (made.cancelled) await notify(tx, userId, 'bonus_cancelled', { bonus: formatAmount(made.cancelled, currency), currency }, now);
      return { done: made.reply };
    },
    onFunds: () => fundsProblem(db, paying, lang),
  });
  // A wrong code keeps its slot; a right one clears the count; any other answer did not get to judge the code.
  if ('code' in reply && reply.code === 'code') return reply;
  if (reply.return === true) await clearCodeSlots(db, userId);
  else await returnCodeSlot(db, userId);
  return reply;
}

/** Codes one trader may have mailed again in 15 minutes (a new one each time; the wrong tries still count). */
const RESEND_BUDGET = { limit: 5, windowMs: 15 * 60 * 1000 };

/** Mails a new code for a request waiting for one (every earlier code ends). */
export async function resendWithdrawalCode(deps: WithdrawalDeps, userId: number, id: number | null, lang: Lang): Promise<{ message: string } | Problem> {
  const { db, clock, outbox } = deps;
  const row = id === null ? null : await withdrawalOf(db, userId, id);
  if (!row || row.status !== 'unconfirmed' || row.confirmation !== 'mail') return notWaiting(lang);
  const slot = await takeSlot(db, `withdrawal-resend:${userId}`, RESEND_BUDGET, clock.now());
  if (!slot.ok) return { return: false, code: 'rate_limited', message: say(lang, 'resend_throttled', { minutes: minutesLeft(slot.retryAfterMs) }) };
  await outbox.send('withdrawal_code', userId, lang, undefined, String(row.id));
  return { message: say(lang, 'code_sent') };
}

/** What became of a key whose answer was lost: the stored first answer, or unknown (never sent again blindly). */
export async function withdrawalOutcome(db: Db, userId: number, key: string) {
  const seen = await storedReply(db, { userId, kind: 'withdrawal', key }, WithdrawalMadeReply);
  return seen ? { known: true as const, reply: seen } : { known: false as const };
}
