import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { FIXED_TABS, checkWithdrawal, decideCase, needsConfirmation, neededTurnover, type WithdrawalCase, type WithdrawalProblem } from '../../common/withdrawal.ts';
import { maxAmount } from '../../common/limits.ts';
import { COINS, type Coin } from '../../common/coins.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { accounts, type UserRow, users } from '../db/schema.ts';
import { depositTransactions } from '../db/schema-cards.ts';
import { accountTransactions, tradeOrders } from '../db/schema-trading.ts';
import { type WithdrawalRow, withdrawals } from '../db/schema-withdrawal.ts';
import { type Fields, field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { type Lang, sayFrom } from '../i18n.ts';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from '../lib/money.ts';
import { isWellFormedAddress } from '../sandbox/chain.ts';
import { findUserById } from '../users/repo.ts';
import { KEY, KEY_REQUIRED } from './card-request.ts';

// Spec §7 Withdrawal (server/API.md "Withdrawal"): /api/withdrawal decides the case from the trader's real state,
// /api/withdrawal/final makes the request (the amount is reserved in one conditional update under an idempotency
// key), /api/us/pending lists what waits, /api/us/reject cancels one (the amount comes back once), and
// /api/withdrawal/outcome answers what became of a key whose answer was lost.

const MESSAGES = {
  amount: { en: 'Incorrect amount!', ru: 'Неверная сумма!' },
  max: { en: 'Incorrect amount! The most you can withdraw at once is {max} {currency}.', ru: 'Неверная сумма! За один раз можно вывести не больше {max} {currency}.' },
  funds: { en: 'Incorrect amount! You can withdraw at most {available} {currency}.', ru: 'Неверная сумма! Доступно для вывода не больше {available} {currency}.' },
  wallet: { en: 'Please enter Wallet address!', ru: 'Пожалуйста, введите адрес кошелька!' },
  wallet_format: { en: 'This is not a valid {method} address.', ru: 'Это не адрес {method}.' },
  method: { en: 'This withdrawal method is not available for your account.', ru: 'Этот способ вывода недоступен для вашего счёта.' },
  sent: { en: 'Your withdrawal request has been received. It is now pending.', ru: 'Заявка на вывод принята и ожидает обработки.' },
  bonus: { en: 'Your bonus of {bonus} {currency} has been released to your balance.', ru: 'Ваш бонус {bonus} {currency} зачислен на баланс.' },
  reject_failed: { en: 'Sorry some errors', ru: 'Извините, произошла ошибка' },
  cancelled: { en: 'The withdrawal was cancelled and the amount is back on your balance.', ru: 'Вывод отменён, сумма возвращена на баланс.' },
} as const;

const say = sayFrom(MESSAGES);

type Json = { readonly [key: string]: string | number | boolean | null | Json };

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
  const message = problem.kind === 'max' ? say(lang, 'max', { max: maxAmount('withdrawal', context.currency), currency: context.currency }) : say(lang, problem.kind, context);
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
  if (coin && COINS.includes(coin) && !isWellFormedAddress(coin, request.wallet)) {
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

/**
 * Moves a pending withdrawal to `to`; a cancel or a decline returns the amount to its account in the same
 * transaction. Only the call that finds it still pending changes anything: the amount comes back exactly once.
 */
export async function settleWithdrawal(db: Db, id: number, to: 'paid' | 'declined' | 'cancelled', now: Date, userId?: number): Promise<WithdrawalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: to, settledAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), userId === undefined ? undefined : eq(withdrawals.userId, userId)))
      .returning();
    if (!row) return null;
    if (to !== 'paid') {
      await tx.update(accounts).set({ amount: sql`${accounts.amount} + ${row.amount}`, netAmount: sql`${accounts.netAmount} + ${row.amount}` }).where(eq(accounts.id, row.accountId));
      await tx.insert(accountTransactions).values({ userId: row.userId, accountId: row.accountId, trType: 'deposit', amount: row.amount, currency: row.currency, status: `withdrawal_${to}`, executedAt: now });
    }
    await tx.update(accountTransactions).set({ status: to }).where(and(eq(accountTransactions.userId, row.userId), eq(accountTransactions.trType, 'withdrawal'), eq(accountTransactions.status, `pending:${row.id}`)));
    return row;
  });
}

export function withdrawalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/api/withdrawal', '/api/withdrawal/*', '/api/us/pending', '/api/us/reject', '/api/triggers/wd', '/api/triggers/wdr']) app.use(path, requireSession);
  const userIdOf = (c: Context<AppEnv>) => c.var.session?.userId ?? 0;

  /** Spec §7: the case the request falls under (nothing is reserved yet); need_auth ends a blocked trader's session. */
  app.post('/api/withdrawal', async (c) => {
    const lang = c.var.lang;
    const checked = await check(db, userIdOf(c), await readFields(c), lang);
    if (!checked) return errorReply(c, 401, 'auth');
    if (!checked.ok) return c.json(checked.reply);
    const { user, state, withdrawalCase, account } = checked;
    const decimals = currencyDecimals(account.currency);
    return c.json({
      return: true,
      case: withdrawalCase,
      confirm: needsConfirmation(withdrawalCase),
      need_auth: user.status === 'USER_BLOCKED',
      current_turnover: formatMinorUnits(state.turnover, decimals),
      need_turnover: formatMinorUnits(neededTurnover(state.bonus), decimals),
      bonus: formatMinorUnits(state.bonus, decimals),
      card_return: formatMinorUnits(state.cardUnreturned < checked.units ? state.cardUnreturned : checked.units, decimals),
      currency: account.currency,
    });
  });

  /** Spec §7 final: makes the request under its idempotency key; the case is decided again here, never taken from the client. */
  app.post('/api/withdrawal/final', async (c) => {
    const lang = c.var.lang;
    const userId = userIdOf(c);
    const fields = await readFields(c);
    const key = (c.req.header('Idempotency-Key') ?? field(fields, 'idempotency_key')).trim();
    if (!KEY.test(key)) return c.json(KEY_REQUIRED, 400);
    const [seen] = await db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
    if (seen) return c.json(seen.reply as Json);
    const checked = await check(db, userId, fields, lang);
    if (!checked) return errorReply(c, 401, 'auth');
    if (!checked.ok) return c.json(checked.reply);
    const { user, account, units, decimals, request, state, withdrawalCase } = checked;
    if (user.status === 'USER_BLOCKED') return c.json({ return: false, need_auth: true, code: 'need_auth', message: '' });
    const amount = formatMinorUnits(units, decimals);
    const now = clock.now();
    const released = withdrawalCase === 4 ? formatMinorUnits(state.bonus, decimals) : null;
    const reply: Json = {
      return: true,
      status: 'pending',
      message: say(lang, 'sent'),
      ...(released ? { bonus: released, bonus_message: say(lang, 'bonus', { bonus: released, currency: account.currency }) } : {}),
      bonus_cancelled: withdrawalCase === 1,
    };
    const outcome = await db.transaction(async (tx) => {
      // The one conditional update: concurrent withdrawals, trades and tips can never take the balance below zero.
      const [reserved] = await tx
        .update(accounts)
        .set({ amount: sql`${accounts.amount} - ${amount}::numeric`, netAmount: sql`${accounts.netAmount} - ${amount}::numeric` })
        .where(and(eq(accounts.id, account.id), sql`${accounts.amount} >= ${amount}::numeric`))
        .returning({ amount: accounts.amount });
      if (!reserved) return 'funds' as const;
      const [row] = await tx
        .insert(withdrawals)
        .values({ userId, accountId: account.id, method: request.method, wallet: request.wallet, amount, currency: account.currency, fixed: request.fixed ? 1 : 0, caseNo: withdrawalCase, status: 'pending', idempotencyKey: key, reply, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new Error('duplicate key'); // a twin got there first: roll the reservation back
      await tx.insert(accountTransactions).values({ userId, accountId: account.id, trType: 'withdrawal', amount: `-${amount}`, currency: account.currency, status: `pending:${row.id}`, executedAt: now });
      // Case 1 cancels the bonus whose turnover was not reached; case 4 releases the reached one to the balance.
      if (withdrawalCase === 1) await tx.update(users).set({ bonusSumm: '0' }).where(eq(users.id, userId));
      if (released) {
        await tx.update(users).set({ bonusSumm: '0' }).where(eq(users.id, userId));
        await tx.update(accounts).set({ amount: sql`${accounts.amount} + ${released}::numeric`, netAmount: sql`${accounts.netAmount} + ${released}::numeric` }).where(eq(accounts.id, account.id));
      }
      return 'made' as const;
    }).catch((error: unknown) => {
      if (error instanceof Error && error.message === 'duplicate key') return 'twin' as const;
      throw error;
    });
    if (outcome === 'funds') {
      // Another withdrawal, trade or tip took the money first: say what is left now.
      const [now] = await db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.id, account.id));
      const left = toMinorUnits(now?.amount ?? '0', decimals) ?? 0n;
      const available = formatMinorUnits(left > 0n ? left : 0n, decimals);
      return c.json(problemReply(lang, { field: 'amount', kind: 'funds' }, { currency: account.currency, available, method: request.method }));
    }
    const [stored] = await db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
    return c.json((stored?.reply as Json | undefined) ?? reply);
  });

  /** What became of a key whose answer was lost: the stored first answer, or unknown (never sent again blindly). */
  app.post('/api/withdrawal/outcome', async (c) => {
    const key = field(await readFields(c), 'idempotency_key').trim();
    if (!KEY.test(key)) return c.json(KEY_REQUIRED, 400);
    const [seen] = await db.select().from(withdrawals).where(and(eq(withdrawals.userId, userIdOf(c)), eq(withdrawals.idempotencyKey, key)));
    return c.json(seen ? { return: true, known: true, reply: seen.reply as Json } : { return: true, known: false });
  });

  app.post('/api/us/pending', async (c) => {
    const rows = await pendingOf(db).execute({ userId: userIdOf(c) });
    return c.json({ return: true, pending: rows.map(pendingDto) });
  });

  app.post('/api/us/reject', async (c) => {
    const lang = c.var.lang;
    const raw = field(await readFields(c), 'id').trim();
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const row = id === null ? null : await settleWithdrawal(db, id, 'cancelled', clock.now(), userIdOf(c));
    return c.json(row ? { return: true, message: say(lang, 'cancelled') } : { return: false, message: say(lang, 'reject_failed') });
  });

  /** Spec §7 triggers wd (the withdrawal page opened) and wdr {method} (a method's tab opened): noted, nothing more. */
  app.post('/api/triggers/wd', (c) => c.json({ return: true }));
  app.post('/api/triggers/wdr', async (c) => {
    const method = field(await readFields(c), 'method').trim();
    return c.json({ return: true, method });
  });

  return app;
}
