import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import { FIXED_TABS, checkWithdrawal, decideCase, needsConfirmation, needsWallet, neededTurnover, type WithdrawalCase, type WithdrawalProblem } from '../../common/withdrawal.ts';
import { maxAmount } from '../../common/limits.ts';
import { COINS, type Coin } from '../../common/coins.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { accounts, type UserRow } from '../db/schema.ts';
import { depositTransactions } from '../db/schema-cards.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { type WithdrawalRow, withdrawals } from '../db/schema-withdrawal.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { type Lang, saying } from '../i18n.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { isValidAddress } from '../funding/addresses.ts';
import { findUserById } from '../users/repo.ts';
import { KEY, keyRequired, requestKey } from '../http/idempotency.ts';
import { WithdrawalMadeReply } from '../../common/money-replies.ts';
import { accountScale, atLeastZero, isPositive, moneyOf, moneyText, negate, storedMoney } from '../money/amount.ts';
import type { Entry } from '../money/ledger.ts';
import { type JsonReply, keyedMove, storedReply } from '../money/moves.ts';
import { settleWithdrawal } from './service.ts';
import { ok } from '../http/reply.ts';
import { PendingList } from '../../common/api/withdrawal.ts';
import { notify } from '../notifications/service.ts';
import { formatAmount } from '../lib/money.ts';
import { formatMoney } from '../../common/money.ts';

// Spec §7 Withdrawal (server/API.md "Withdrawal"): /api/withdrawal decides the case from the trader's real state,
// /api/withdrawal/final makes the request (the amount is reserved in one conditional update under an idempotency
// key), /api/us/pending lists what waits, /api/us/reject cancels one (the amount comes back once), and
// /api/withdrawal/outcome answers what became of a key whose answer was lost.


const say = saying('withdrawal');

type Json = JsonReply;

/** The coin a crypto withdrawal method pays in, for the chain's own address rules (the ones invoices use). */
const METHOD_COIN: Readonly<Record<string, Coin>> = { Bitcoin: 'btc', Litecoin: 'ltc', Ethereum: 'eth', Dash: 'dash', Bitcoin_Cash: 'bch', Zcash: 'zcash' };

/** The methods a trader may use: their wd_methods list in account mode, the fixed tabs in fixed (exchange) mode. */
export function allowedMethods(user: UserRow, fixed: boolean): readonly string[] {
  return fixed ? FIXED_TABS : user.wdMethods.split(',').map((method) => method.trim()).filter(Boolean);
}

/** The account a withdrawal pays from: the exchange account in fixed mode (else the current one). */
async function payingAccount(db: Db, user: UserRow, fixed: boolean) {
  const id = fixed ? (user.exchangeAccountId ?? user.currentAccountId) : user.currentAccountId;
  if (id === null) return null;
  const [account] = await db.select().from(accounts).where(and(eq(accounts.id, id), eq(accounts.userId, user.id)));
  return account ?? null;
}

/** The trader's state the case is decided from, in the account currency's minor units. */
async function stateOf(db: Db, user: UserRow, currency: string, decimals: number) {
  const units = (value: string | null | undefined) => toMinorUnits(value ?? '0', decimals) ?? 0n;
  const [traded] = await db.select({ total: sum(tradeOrders.amount) }).from(tradeOrders).where(and(eq(tradeOrders.userId, user.id), eq(tradeOrders.currency, currency)));
  const [carded] = await db
    .select({ total: sum(depositTransactions.amount) })
    .from(depositTransactions)
    .where(and(eq(depositTransactions.userId, user.id), eq(depositTransactions.currency, currency), eq(depositTransactions.method, 'card')));
  const [returned] = await db
    .select({ total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, user.id), eq(withdrawals.currency, currency), eq(withdrawals.method, 'Credit Card'), inArray(withdrawals.status, ['pending', 'paid'])));
  const cardUnreturned = units(carded?.total) - units(returned?.total);
  return { bonus: units(user.bonusSumm), turnover: units(traded?.total), cardUnreturned: cardUnreturned > 0n ? cardUnreturned : 0n };
}

type Request = { amount: string; method: string; wallet: string; fixed: boolean };

function requestOf(fields: Fields): Request {
  return {
    amount: field(fields, 'amount').trim(),
    method: (field(fields, 'method') || field(fields, 'proc')).trim(),
    wallet: field(fields, 'wallet').trim().slice(0, 200),
    fixed: fields['fixed'] === true || fields['is_fixed'] === true || field(fields, 'fixed') === 'true' || field(fields, 'is_fixed') === 'true',
  };
}

function problemReply(lang: Lang, problem: WithdrawalProblem, context: { currency: string; available: string; method: string }): Json {
  const message = problem.kind === 'max' ? say(lang, 'max', { max: formatMoney(String(maxAmount('withdrawal', context.currency)), context.currency, lang) }) : say(lang, problem.kind, { ...context, available: formatMoney(context.available, context.currency, lang) });
  return { return: false, code: problem.kind, field: problem.field, message };
}

type Checked = { ok: true; user: UserRow; account: typeof accounts.$inferSelect; units: bigint; decimals: number; request: Request; state: Awaited<ReturnType<typeof stateOf>>; withdrawalCase: WithdrawalCase } | { ok: false; reply: Json };

/** Validates a request against the trader's account and decides its case; the same for the send and the final call. */
async function check(db: Db, userId: number, fields: Fields, lang: Lang): Promise<Checked | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const request = requestOf(fields);
  const account = await payingAccount(db, user, request.fixed);
  if (!account || !allowedMethods(user, request.fixed).includes(request.method)) return { ok: false, reply: { return: false, code: 'method', field: 'method', message: say(lang, 'method') } };
  const decimals = currencyDecimals(account.currency);
  const available = toMinorUnits(account.amount, decimals) ?? 0n;
  const context = { currency: account.currency, available: formatMinorUnits(available > 0n ? available : 0n, decimals), method: request.method.replace('_', ' ') };
  const problem = checkWithdrawal({ ...request, currency: account.currency, decimals, available });
  if (problem) return { ok: false, reply: problemReply(lang, problem, context) };
  const coin = METHOD_COIN[request.method];
  if (coin && COINS.includes(coin) && !isValidAddress(coin, request.wallet)) {
    return { ok: false, reply: problemReply(lang, { field: 'wallet', kind: 'wallet_format' }, context) };
  }
  const units = toMinorUnits(request.amount.replace(',', '.'), decimals) ?? 0n;
  const state = await stateOf(db, user, account.currency, decimals);
  const withdrawalCase = decideCase({ ...state, method: request.method, verificationFull: user.verification === 'Full' });
  return { ok: true, user, account, units, decimals, request, state, withdrawalCase };
}

// Polled by every signed-in tab every 300 s: built once.
const pendingOf = preparedFor((db) =>
  db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, sql.placeholder('userId')), eq(withdrawals.status, 'pending')))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .prepare('withdrawals_pending'),
);

/** A row as /api/us/pending lists it. */
export function pendingDto(row: WithdrawalRow) {
  const decimals = currencyDecimals(row.currency);
  return {
    transactionId: row.id,
    amount: formatMinorUnits(toMinorUnits(row.amount, decimals) ?? 0n, decimals),
    currency: row.currency,
    method: row.method,
    wallet: row.wallet,
    case: row.caseNo,
    created: row.createdAt.getTime(),
  };
}

export function withdrawalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Spec §7: the case the request falls under (nothing is reserved yet); need_auth ends a blocked trader's session. */
  app.post('/api/withdrawal', async (c) => {
    const lang = c.var.lang;
    const checked = await check(db, sessionUserId(c), await readFields(c), lang);
    if (!checked) return errorReply(c, 401, 'auth');
    if (!checked.ok) return c.json(checked.reply);
    const { user, state, withdrawalCase, account } = checked;
    const decimals = currencyDecimals(account.currency);
    return c.json({
      return: true,
      case: withdrawalCase,
      confirm: needsConfirmation(withdrawalCase),
      need_auth: user.status === 'USER_BLOCKED',
      documents_needed: user.verification !== 'Full',
      current_turnover: formatMinorUnits(state.turnover, decimals),
      need_turnover: formatMinorUnits(neededTurnover(state.bonus), decimals),
      bonus: formatMinorUnits(state.bonus, decimals),
      card_return: formatMinorUnits(state.cardUnreturned < checked.units ? state.cardUnreturned : checked.units, decimals),
      currency: account.currency,
    });
  });

  /**
   * Spec §7 final: makes the request as one money move under its idempotency key. The case is decided again inside
   * the move, under the trader's money lock, never taken from the client: parallel requests each see the bonus the
   * one before left, so a bonus is released or cancelled once.
   */
  app.post('/api/withdrawal/final', async (c) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const fields = await readFields(c);
    const key = requestKey(c, fields);
    if (key === null) return c.json(keyRequired(c.var.lang), 400);
    const now = clock.now();
    const paying = { accountId: 0, currency: 'USD', method: '' };
    const reply = await keyedMove({
      db,
      move: { userId, kind: 'withdrawal', key },
      at: now,
      reply: WithdrawalMadeReply,
      run: async ({ tx, post }) => {
        const checked = await check(tx, userId, fields, lang);
        if (!checked) return { refused: { return: false, code: 'auth', message: '' } };
        if (!checked.ok) return { refused: checked.reply };
        const { user, account, units, decimals, request, state, withdrawalCase } = checked;
        if (user.status === 'USER_BLOCKED') return { refused: { return: false, need_auth: true, code: 'need_auth', message: '' } };
        Object.assign(paying, { accountId: account.id, currency: account.currency, method: request.method });
        const amount = moneyOf(units, decimals);
        const bonus = moneyOf(state.bonus, decimals);
        const cancelsBonus = withdrawalCase === 1 && isPositive(bonus);
        const releasesBonus = withdrawalCase === 4 && isPositive(bonus);
        const [row] = await tx
          .insert(withdrawals)
          .values({
            userId,
            accountId: account.id,
            method: request.method,
            // Only a method paid to a wallet keeps one: a leftover address never reaches the back office.
            wallet: needsWallet(request.method) ? request.wallet : '',
            amount: moneyText(amount),
            currency: account.currency,
            fixed: request.fixed ? 1 : 0,
            caseNo: withdrawalCase,
            status: 'pending',
            bonusCancelled: cancelsBonus ? moneyText(bonus) : '0',
            idempotencyKey: key,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('withdrawal insert returned nothing');
        const reference = `withdrawal:${row.id}`;
        const holder = { book: 'account', accountId: account.id } as const;
        const currency = account.currency;
        const entries: Entry[] = [{ userId, holder, kind: 'withdrawal', amount: negate(amount), currency, reference, status: 'pending', at: now }];
        // Case 1 cancels the bonus whose turnover was not reached; case 4 releases the reached one to the balance.
        if (cancelsBonus) entries.push({ userId, holder: { book: 'bonus' }, kind: 'bonus_cancel', amount: negate(bonus), currency, reference, at: now });
        if (releasesBonus) {
          entries.push({ userId, holder: { book: 'bonus' }, kind: 'bonus_release', amount: negate(bonus), currency, reference, at: now });
          entries.push({ userId, holder, kind: 'bonus_release', amount: bonus, currency, reference, at: now });
        }
        await post(entries);
        if (cancelsBonus) await notify(tx, userId, 'bonus_cancelled', { bonus: formatAmount(moneyText(bonus), currency), currency }, now);
        const released = releasesBonus ? moneyText(bonus) : undefined;
        return {
          done: {
            return: true,
            status: 'pending' as const,
            message: say(lang, 'sent'),
            ...(released ? { bonus: released, bonus_message: say(lang, 'bonus', { bonus: formatMoney(released, currency, lang) }) } : {}),
            bonus_cancelled: cancelsBonus,
            ...(cancelsBonus ? { bonus_cancelled_amount: moneyText(bonus) } : {}),
          },
        };
      },
      onFunds: async () => {
        // Another withdrawal, trade or tip took the money first: say what is left now.
        const context = paying;
        const [left] = await db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.id, context.accountId));
        const scale = accountScale(context.currency);
        const available = moneyText(atLeastZero(storedMoney(left?.amount ?? '0', scale)));
        return problemReply(lang, { field: 'amount', kind: 'funds' }, { currency: context.currency, available, method: context.method });
      },
    });
    return c.json(reply);
  });

  /** What became of a key whose answer was lost: the stored first answer, or unknown (never sent again blindly). */
  app.post('/api/withdrawal/outcome', async (c) => {
    const key = field(await readFields(c), 'idempotency_key').trim();
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const seen = await storedReply(db, { userId: sessionUserId(c), kind: 'withdrawal', key }, WithdrawalMadeReply);
    return c.json(seen ? { return: true, known: true, reply: seen } : { return: true, known: false });
  });

  app.post('/api/us/pending', async (c) => {
    const rows = await pendingOf(db).execute({ userId: sessionUserId(c) });
    return ok(c, PendingList, { pending: rows.map(pendingDto) });
  });

  app.post('/api/us/reject', async (c) => {
    const lang = c.var.lang;
    const raw = field(await readFields(c), 'id').trim();
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const row = id === null ? null : await settleWithdrawal(db, id, 'cancelled', clock.now(), sessionUserId(c));
    if (!row) return c.json({ return: false, message: say(lang, 'reject_failed') });
    const restored = storedMoney(row.bonusCancelled, accountScale(row.currency));
    if (!isPositive(restored)) return c.json({ return: true, message: say(lang, 'cancelled') });
    const bonus = moneyText(restored);
    return c.json({ return: true, bonus_restored: bonus, message: say(lang, 'cancelled_bonus', { bonus: formatMoney(bonus, row.currency, lang) }) });
  });

  /** Spec §7 triggers wd (the withdrawal page opened) and wdr {method} (a method's tab opened): noted, nothing more. */
  app.post('/api/triggers/wd', (c) => c.json({ return: true }));
  app.post('/api/triggers/wdr', async (c) => {
    const method = field(await readFields(c), 'method').trim();
    return c.json({ return: true, method });
  });

  return app;
}
