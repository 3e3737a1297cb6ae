import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { ledgerViolations } from '../../server/money/invariants.ts';
import { standings } from '../../server/tourney/standings.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The practice account: opened once by the trader with virtual money (a ledger row of its own kind), switched to and
// back like any account, reset under a key; never funded, withdrawn or tipped from, and kept apart from real money in
// history, reports, totals, tournaments, bonus turnover and offers.

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080', PLATFORM_ORIGIN: 'http://127.0.0.1:8081' });
});
afterAll(async () => {
  await server.close();
});

type Balance = { accountId: number; accountGroup: string; currency: string; amount: string; type: string };
type User = { current_accountId: number; balances: Balance[]; available: string };
type Reply = { return: boolean; message?: string; code?: string; field?: string; user?: User };

async function trader(options: { currency?: string } = {}) {
  const t = await signedInTrader(server, { label: 'practice', amount: '500.00', ...options });
  const call = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => json<Reply>(await t.app.post(path, body, { headers }));
  const open = async () => {
    const reply = await call('/api/us/practice/open');
    const practice = reply.user?.balances.find((balance) => balance.accountGroup === 'PRACTICE');
    return { reply, practice };
  };
  return { ...t, call, open };
}

/** A trader's orders written straight to the table with known outcomes (the simulated feed decides real ones). */
async function insertSettled(userId: number, accountId: number, amount: string, payout: string, at: Date) {
  await server.db.insert(tradeOrders).values({
    userId, accountId, symbol: 'EURUSD', direction: 'call', amount, currency: 'USD', payoutRate: '0.8000', openPrice: '1.00000', closePrice: '1.00010',
    openTime: at, expiryTime: new Date(at.getTime() + 30_000), status: payout === '0.00' ? 'lost' : 'won', payout,
  });
}

describe('practice account', () => {
  it('opens once with 10 000.00 of virtual money as a practice_funding row, and becomes current', async () => {
    const t = await trader();
    const { reply, practice } = await t.open();
    expect(reply).toMatchObject({ return: true, message: 'Practice account opened with $10,000.00 of virtual money. You are trading on it now.' });
    expect(practice).toMatchObject({ currency: 'USD', amount: '10000.00', type: 'demo' });
    expect(reply.user).toMatchObject({ current_accountId: practice?.accountId, available: '10000.00' });
    const rows = await server.db.select().from(accountTransactions).where(eq(accountTransactions.accountId, practice?.accountId ?? 0));
    expect(rows.map((row) => [row.trType, row.amount, row.book])).toEqual([['practice_funding', '10000.00000000', 'account']]);

    expect(await t.call('/api/us/practice/open')).toMatchObject({ return: false, code: 'exists', message: 'You already have a practice account.' });
    // Two at once (a double tap) still open one.
    const other = await trader();
    const twice = await Promise.all([other.open(), other.open()]);
    expect(twice.filter(({ reply: answer }) => answer.return).length).toBe(1);
    const owned = await server.db.select().from(accounts).where(and(eq(accounts.userId, other.id), eq(accounts.accountGroup, 'PRACTICE')));
    expect(owned.length).toBe(1);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('opens in the trader\'s currency (RUB at the slider\'s factor), and answers in Russian', async () => {
    const t = await trader({ currency: 'RUB' });
    const reply = await json<Reply>(await t.app.post('/api/us/practice/open', {}, { headers: { 'X-Lang': 'ru' } }));
    expect(reply.user?.balances.find((balance) => balance.accountGroup === 'PRACTICE')).toMatchObject({ currency: 'RUB', amount: '600000.00' });
    // The amount as money in the trader's language, not as the API's number.
    expect(reply.message).toMatch(/^Учебный счёт открыт: на нём 600\s000,00 RUB виртуальных денег\./);
  });

  it('switches to the real account and back with set_account', async () => {
    const t = await trader();
    const { practice } = await t.open();
    const real = (await t.call('/api/fraud/user')).user?.balances.find((balance) => balance.type === 'real');
    expect((await t.call('/api/us/set_account', { account: real?.accountId })).user).toMatchObject({ current_accountId: real?.accountId, available: '500.00' });
    expect((await t.call('/api/us/set_account', { account: practice?.accountId })).user).toMatchObject({ current_accountId: practice?.accountId, available: '10000.00' });
    // Fixed (crypto) mode moves real coins: the practice account cannot stand behind it.
    expect(await t.call('/api/us/set_account_exchange', { account: practice?.accountId })).toMatchObject({ return: false, code: 'practice' });
  });

  it('resets the balance to the starting amount once per key; the books still balance', async () => {
    const t = await trader();
    expect(await t.call('/api/us/practice/reset', { idempotency_key: 'reset-none-0001' })).toMatchObject({ return: false, code: 'practice' });
    const { practice } = await t.open();
    const id = practice?.accountId ?? 0;
    // Virtual money lost on a trade (straight through the ledger, as a stake is).
    await server.db.transaction(async (tx) => {
      const { postMove } = await import('../../server/money/moves.ts');
      await postMove(tx, { userId: t.id, kind: 'trade_open', key: `test:${id}` }, [
        { userId: t.id, holder: { book: 'account', accountId: id }, kind: 'trade_open', amount: { units: -123456n, scale: 2 }, currency: 'USD', reference: `test:${id}`, at: server.clock.now() },
      ], server.clock.now());
    });
    expect((await t.call('/api/fraud/user')).user?.available).toBe('8765.44');
    const reset = await t.call('/api/us/practice/reset', {}, { 'Idempotency-Key': `reset-${t.n}-0001` });
    expect(reset).toMatchObject({ return: true, message: 'Practice balance reset to $10,000.00.', user: { available: '10000.00' } });
    // The same key again changes nothing; a new key with nothing to put back posts no row.
    expect(await t.call('/api/us/practice/reset', {}, { 'Idempotency-Key': `reset-${t.n}-0001` })).toMatchObject({ return: true, user: { available: '10000.00' } });
    expect(await t.call('/api/us/practice/reset', { idempotency_key: `reset-${t.n}-0002` })).toMatchObject({ return: true, user: { available: '10000.00' } });
    const rows = await server.db.select().from(accountTransactions).where(and(eq(accountTransactions.accountId, id), eq(accountTransactions.trType, 'practice_funding')));
    expect(rows.map((row) => row.amount)).toEqual(['10000.00000000', '1234.56000000']);
    expect((await t.app.post('/api/us/practice/reset', {})).status).toBe(400);
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('takes no deposit, withdrawal or tip while current; the real account still does', async () => {
    const t = await trader();
    await t.open();
    const year = String(server.clock.now().getUTCFullYear() + 2);
    const card = await t.call('/api/card/fast/orange', {
      amount: '300', bonus: '0', fixed: false, currency: 'USD', deposit_id: `dep-${t.n}-practice`, idempotency_key: `card-${t.n}-practice`,
      card: { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: year, fn: 'Card', ln: 'Holder', cu: 'FR' },
    });
    expect(card).toMatchObject({ code: 'practice', message: expect.stringContaining('virtual money only') });
    expect(await t.call('/api/btc/pay', { amount: '300', fixed: false, currency: 'USD' }, { 'Idempotency-Key': `btc-${t.n}-practice` })).toMatchObject({ return: false, code: 'practice' });
    expect(await t.call('/api/pay/perfect', { amount: '300', currency: 'USD', bonus: '0', fixed: false }, { 'Idempotency-Key': `wallet-${t.n}-practice` })).toMatchObject({ return: false, code: 'practice' });
    const withdrawal = { amount: '10', method: 'Credit Card', wallet: '', fixed: false, currency: 'USD' };
    expect(await t.call('/api/withdrawal', withdrawal)).toMatchObject({ return: false, code: 'practice', message: expect.stringContaining('Switch to a real account') });
    expect(await t.call('/api/withdrawal/final', withdrawal, { 'Idempotency-Key': `wd-${t.n}-practice` })).toMatchObject({ return: false, code: 'practice' });
    expect(await t.call('/api/triggers/tips', { value: '5', host: 'anna' }, { 'Idempotency-Key': `tip-${t.n}-practice` })).toMatchObject({ return: false, code: 'practice' });
    // Nothing moved: the practice account holds its virtual money, the real one its 500.00.
    const after = (await t.call('/api/fraud/user')).user?.balances.map((balance) => [balance.type, balance.amount]);
    expect(after).toEqual([['real', '500.00'], ['demo', '10000.00']]);

    const real = (await t.call('/api/fraud/user')).user?.balances.find((balance) => balance.type === 'real');
    await t.call('/api/us/set_account', { account: real?.accountId });
    expect(await t.call('/api/withdrawal', withdrawal)).not.toMatchObject({ code: 'practice' });
    expect(await t.call('/api/pay/perfect', { amount: '300', currency: 'USD', bonus: '0', fixed: false }, { 'Idempotency-Key': `wallet-${t.n}-real` })).not.toMatchObject({ code: 'practice' });
  });

  it('trades through the platform with virtual money, marked as practice', async () => {
    const t = await trader();
    const { practice } = await t.open();
    const minted = await json<{ token: string }>(await t.app.post('/api/platform/token'));
    const exchanged = await server.platform.request('/cli/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:8081' },
      body: JSON.stringify({ token: minted.token }),
    });
    const { token } = await json<{ token: string }>(exchanged);
    const platform = (path: string, init: RequestInit = {}) => server.platform.request(path, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
    expect(await json(await platform('/cli/userInfo'))).toEqual({ return: true, available: '10000.00', currency: 'USD', practice: true });
    const opened = await json<{ return: boolean; available: string }>(
      await platform('/v2/cli/api/order/open', { method: 'POST', body: JSON.stringify({ symbol: 'EURUSD', direction: 'call', amount: '25', expiry: '60' }) }),
    );
    expect(opened).toMatchObject({ return: true, available: '9975.00' });
    const [order] = await server.db.select().from(tradeOrders).where(eq(tradeOrders.userId, t.id));
    expect(order?.accountId).toBe(practice?.accountId);
    // The real account was not touched.
    expect((await t.call('/api/fraud/user')).user?.balances.find((balance) => balance.type === 'real')?.amount).toBe('500.00');
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('history, reports and totals show the current side only; tournaments and bonus turnover count real trades only', async () => {
    const t = await trader();
    const { practice } = await t.open();
    const user = (await t.call('/api/fraud/user')).user;
    const real = user?.balances.find((balance) => balance.type === 'real');
    const at = new Date(server.clock.now().getTime() - 3_600_000);
    await insertSettled(t.id, real?.accountId ?? 0, '10.00', '18.00', at);
    await insertSettled(t.id, practice?.accountId ?? 0, '1000.00', '1800.00', at);
    await insertSettled(t.id, practice?.accountId ?? 0, '500.00', '0.00', at);

    type Orders = { total: number; orders: { amount: string }[] };
    type Totals = { overall: { currency: string; trades: number; pnl: string }[] };
    type History = { transactions: { trType: string; amount: string }[] };
    // On practice: its own trades, results and rows.
    expect((await json<Orders>(await t.app.post('/api/us/reports', {}))).orders.map((order) => order.amount)).toEqual(['500.00', '1000.00']);
    expect((await json<Totals>(await t.app.post('/api/us/reports/totals', {}))).overall).toEqual([{ currency: 'USD', trades: 2, wins: 1, pnl: '300.00' }]);
    expect((await json<History>(await t.app.post('/api/us/history', {}))).transactions.map((row) => row.trType)).toEqual(['practice_funding']);

    // On the real account: none of it.
    await t.call('/api/us/set_account', { account: real?.accountId });
    expect((await json<Orders>(await t.app.post('/api/us/reports', {}))).orders.map((order) => order.amount)).toEqual(['10.00']);
    expect((await json<Totals>(await t.app.post('/api/us/reports/totals', {}))).overall).toEqual([{ currency: 'USD', trades: 1, wins: 1, pnl: '8.00' }]);
    expect((await json<History>(await t.app.post('/api/us/history', {}))).transactions.map((row) => row.trType)).toEqual(['opening']);

    const board = await standings(server.db, new Date(at.getTime() - 60_000), new Date(at.getTime() + 3_600_000));
    expect(board.find((row) => row.userId === t.id)).toMatchObject({ trades: 1, profit: 800n, turnover: 1000n });
    // The bonus's turnover (withdrawal case) is real money traded: 10.00, not 1510.00.
    const wd = await t.call('/api/withdrawal', { amount: '10', method: 'Credit Card', wallet: '', fixed: false, currency: 'USD' });
    expect(wd).toMatchObject({ current_turnover: '10.00' });
  });
});
