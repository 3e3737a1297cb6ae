import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { accountsOf } from '../../server/users/repo.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Spec §3/§7 filters and paging of every list the client shows: /api/us/history (with `exchange`), /api/us/reports,
// the platform's order and transaction search, and the platform's /cli/password.

const APP_ORIGIN = 'http://localhost:8080';
const PLATFORM_ORIGIN = 'http://127.0.0.1:8081';
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN, PLATFORM_ORIGIN });
});
afterAll(async () => {
  await server.close();
});

type Tx = { id: number; trType: string; amount: string; currency: string; status: string; executed: number };
type Order = { id: number; symbol: string; status: string; openTime: number };
type TxPage = { return: boolean; total: number; transactions: Tx[] };
type OrderPage = { return: boolean; total: number; orders: Order[] };

/** A signed-in trader with 1 000 USD and a platform bearer (the iframe's one-time handoff). */
async function trader(label: string) {
  const t = await signedInTrader(server, { label, amount: '1000.00' });
  const { token } = await json<{ token: string }>(await t.app.post('/api/platform/token'));
  const exchanged = await server.platform.request('/cli/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const { token: bearer } = await json<{ token: string }>(exchanged);
  const platform = (path: string, init: RequestInit = {}) =>
    server.platform.request(path, { ...init, headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', ...init.headers } });
  const trade = async (symbol: string, expiry = '300') => {
    const reply = await json<{ return: boolean; order: Order }>(
      await platform('/v2/cli/api/order/open', { method: 'POST', body: JSON.stringify({ symbol, direction: 'call', amount: '5', expiry }) }),
    );
    expect(reply.return).toBe(true);
    return reply.order;
  };
  const history = async (body: Record<string, unknown>) => json<TxPage>(await t.app.post('/api/us/history', body));
  return { ...t, platform, trade, history };
}

/** `count` deposits one minute apart, the newest at `newest`, in one insert (the client pages them). */
async function manyDeposits(userId: number, count: number, newest: number): Promise<void> {
  const [account] = await accountsOf(server.db, userId);
  if (!account) throw new Error('no account');
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    accountId: account.id,
    trType: 'deposit' as const,
    amount: '1.00',
    balanceAfter: '1.00',
    currency: 'USD',
    executedAt: new Date(newest - i * 60_000),
  }));
  await server.db.insert(accountTransactions).values(rows);
}

describe('/api/us/history', () => {
  it('pages past 999 with offset: two pages hold every row once, newest first', async () => {
    const t = await trader('pager');
    const newest = server.clock.now().getTime();
    await manyDeposits(t.id, 1_005, newest);
    // With the account's opening row: 1 006.
    const first = await t.history({});
    expect(first.total).toBe(1_006);
    expect(first.transactions).toHaveLength(999);
    const second = await t.history({ offset: 999 });
    expect(second.total).toBe(1_006);
    expect(second.transactions).toHaveLength(7);
    const ids = [...first.transactions, ...second.transactions].map((tx) => tx.id);
    expect(new Set(ids).size).toBe(1_006);
    const times = [...first.transactions, ...second.transactions].map((tx) => tx.executed);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    // A limit above 999 is held to 999; a form post pages the same way.
    expect((await t.history({ limit: 5_000 })).transactions).toHaveLength(999);
    const form = await json<TxPage>(await t.app.send('/api/us/history', { method: 'POST', form: { offset: '1000', limit: '999' } }));
    expect(form.transactions).toHaveLength(6);
  });

  it('filters by DateFrom/DateTo (ms, both ends inclusive), Status and trType', async () => {
    const t = await trader('filters');
    const newest = server.clock.now().getTime() - 3_600_000;
    await manyDeposits(t.id, 10, newest);
    // Rows at newest, newest-1 min, … newest-9 min: a window of minutes 2..5 holds four.
    const window = await t.history({ DateFrom: newest - 5 * 60_000, DateTo: newest - 2 * 60_000 });
    expect(window.total).toBe(4);
    expect(window.transactions.map((tx) => tx.executed)).toEqual([2, 3, 4, 5].map((m) => newest - m * 60_000));
    // The two newest deposits and the account's opening row (made now).
    expect((await t.history({ DateFrom: String(newest - 60_000) })).total).toBe(3);
    expect((await t.history({ DateTo: newest - 9 * 60_000 })).total).toBe(1);

    await t.trade('EURUSD');
    expect((await t.history({ trType: 'deposit' })).total).toBe(10);
    expect((await t.history({ trType: 'trade_open' })).total).toBe(1);
    expect((await t.history({ trType: 'bogus' })).total).toBe(0);
    expect((await t.history({ Status: 'done' })).total).toBe(12);
    expect((await t.history({ Status: 'DONE', trType: 'deposit' })).total).toBe(10);
    expect((await t.history({ Status: 'pending' })).total).toBe(0);
    expect((await t.history({ Status: '' })).total).toBe(12);
  });

  it('with exchange lists the exchange wallet: fixed-mode invoices in their coin, with their state as status', async () => {
    const t = await trader('exchange');
    let seq = 0;
    const pay = async (amount: string, fixed: boolean) => {
      seq += 1;
      const reply = await json<{ guid: string }>(
        await t.app.post('/api/ltc/pay', { amount, bonus: '0', fixed, currency: 'USD' }, { headers: { 'Idempotency-Key': `exh-${t.n}-${seq}-${Date.now()}` } }),
      );
      return reply.guid;
    };
    const sandbox = (guid: string, status: string) =>
      server.app.request(`/sandbox/invoice/${guid}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });
    const paid = await pay('1.5', true);
    expect((await sandbox(paid, 'su')).ok).toBe(true);
    const expired = await pay('0.25', true);
    expect((await sandbox(expired, 'ex')).ok).toBe(true);
    await pay('2', true); // still waiting
    await pay('300', false); // account mode: not the exchange wallet's
    await t.trade('BTCUSD');

    const all = await t.history({ exchange: 1 });
    expect(all.total).toBe(3);
    expect(all.transactions.every((tx) => tx.trType === 'deposit' && tx.currency === 'LTC')).toBe(true);
    expect(all.transactions.map((tx) => tx.status).toSorted()).toEqual(['done', 'expired', 'pending']);
    const done = await t.history({ exchange: true, Status: 'done' });
    expect(done.transactions).toMatchObject([{ amount: '1.50000', currency: 'LTC', status: 'done' }]);
    expect((await t.history({ exchange: '1', Status: 'pending' })).transactions).toMatchObject([{ amount: '2.00000', status: 'pending' }]);
    expect((await t.history({ exchange: 'true', Status: 'expired' })).total).toBe(1);
    expect((await t.history({ exchange: 1, trType: 'trade_open' })).total).toBe(0);
    expect((await t.history({ exchange: 1, limit: 2, offset: 2 })).transactions).toHaveLength(1);
    expect((await t.history({ exchange: 1, DateFrom: server.clock.now().getTime() + 60_000 })).total).toBe(0);
    const form = await json<TxPage>(await t.app.send('/api/us/history', { method: 'POST', form: { exchange: '1' } }));
    expect(form.total).toBe(3);

    // Without it (or with 0) the account's own transactions, where the fixed-mode coins never appear.
    for (const body of [{}, { exchange: 0 }, { exchange: '' }, { exchange: false }]) {
      const account = await t.history(body);
      expect(account.transactions.some((tx) => tx.currency === 'LTC')).toBe(false);
      expect(account.transactions.map((tx) => tx.trType)).toEqual(['trade_open', 'opening']);
    }
    // Someone else's wallet is never listed.
    const stranger = await trader('stranger');
    expect((await stranger.history({ exchange: 1 })).total).toBe(0);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/us/history', {})).status).toBe(401);
    expect((await anonymous.post('/api/us/reports', {})).status).toBe(401);
    const t = await trader('csrf');
    expect((await t.app.post('/api/us/history', {}, { csrf: false })).status).toBe(403);
  });
});

describe('/api/us/reports', () => {
  it('filters by Status, Sumbol and DateFrom/DateTo, and pages 100 at a time by skip or offset', async () => {
    const t = await trader('reports');
    const start = server.clock.now().getTime();
    const symbols = ['EURUSD', 'BTCUSD', 'EURUSD', 'GBPUSD'];
    for (const symbol of symbols) {
      await t.trade(symbol, '30');
      await server.clock.advance(1_000);
    }
    await t.trade('USDJPY', '300'); // stays open
    await server.clock.advance(40_000);
    const reports = async (body: Record<string, unknown>) => json<OrderPage>(await t.app.post('/api/us/reports', body));

    const all = await reports({});
    expect(all.total).toBe(5);
    expect(all.orders.map((o) => o.symbol)).toEqual(['USDJPY', 'GBPUSD', 'EURUSD', 'BTCUSD', 'EURUSD']);
    expect((await reports({ Sumbol: 'eurusd' })).total).toBe(2);
    expect((await reports({ Status: 'open' })).orders.map((o) => o.symbol)).toEqual(['USDJPY']);
    const settled = ['won', 'lost', 'tie'];
    let counted = 0;
    for (const status of settled) counted += (await reports({ Status: status })).total;
    expect(counted).toBe(4);
    expect((await reports({ Status: 'nonsense' })).total).toBe(0);
    expect((await reports({ DateFrom: start + 500, DateTo: start + 2_500 })).orders.map((o) => o.symbol)).toEqual(['EURUSD', 'BTCUSD']);

    expect((await reports({ skip: 3 })).orders.map((o) => o.symbol)).toEqual(['BTCUSD', 'EURUSD']);
    expect((await reports({ offset: 4 })).orders.map((o) => o.symbol)).toEqual(['EURUSD']);
    // Offset wins when both are sent.
    expect((await reports({ offset: 4, skip: 1 })).orders).toHaveLength(1);
    expect((await reports({ limit: 2, skip: 1 })).orders.map((o) => o.symbol)).toEqual(['GBPUSD', 'EURUSD']);
    expect((await reports({ Sumbol: 'EURUSD', skip: 1 })).orders).toHaveLength(1);
  });

  it('answers 100 rows a page by default', async () => {
    const t = await trader('hundred');
    for (let i = 0; i < 103; i += 1) await t.trade('XAUUSD');
    const page = await json<OrderPage>(await t.app.post('/api/us/reports', {}));
    expect(page.total).toBe(103);
    expect(page.orders).toHaveLength(100);
    expect((await json<OrderPage>(await t.app.post('/api/us/reports', { skip: 100 }))).orders).toHaveLength(3);
  });
});

describe('platform search', () => {
  it('transactions: status and executedStart/executedEnd, with trType and paging', async () => {
    const t = await trader('ptx');
    const newest = server.clock.now().getTime() - 3_600_000;
    await manyDeposits(t.id, 6, newest);
    await t.trade('EURUSD');
    const search = async (query: string) => json<TxPage>(await t.platform(`/v2/cli/api/transactions/search?${query}`));

    // Six deposits, the trade and the account's opening row.
    expect((await search('')).total).toBe(8);
    expect((await search('status=done')).total).toBe(8);
    expect((await search('status=pending')).total).toBe(0);
    const window = await search(`executedStart=${newest - 3 * 60_000}&executedEnd=${newest - 60_000}`);
    expect(window.transactions.map((tx) => tx.executed)).toEqual([1, 2, 3].map((m) => newest - m * 60_000));
    expect((await search(`executedStart=${newest + 1}`)).transactions.map((tx) => tx.trType)).toEqual(['trade_open', 'opening']);
    expect((await search(`executedEnd=${newest}&status=done&trType=deposit`)).total).toBe(6);
    expect((await search(`executedEnd=${newest}&trType=trade_open`)).total).toBe(0);
    // A bound that is not a number of ms is no bound at all.
    expect((await search('executedStart=yesterday')).total).toBe(8);
    const paged = await search(`executedEnd=${newest}&limit=4&offset=4`);
    expect(paged.total).toBe(6);
    expect(paged.transactions.map((tx) => tx.executed)).toEqual([4, 5].map((m) => newest - m * 60_000));
  });

  it('orders: symbol and status with paging past the first page', async () => {
    const t = await trader('porders');
    for (let i = 0; i < 7; i += 1) await t.trade(i % 2 === 0 ? 'EURUSD' : 'GBPUSD');
    const search = async (query: string) => json<OrderPage>(await t.platform(`/v2/cli/api/order/search?${query}`));
    const first = await search('symbol=EURUSD&status=open&limit=3');
    const second = await search('symbol=EURUSD&status=open&limit=3&offset=3');
    expect(first.total).toBe(4);
    expect(first.orders).toHaveLength(3);
    expect(second.orders).toHaveLength(1);
    expect(new Set([...first.orders, ...second.orders].map((o) => o.id)).size).toBe(4);
    expect((await search('symbol=GBPUSD&limit=999&offset=3')).orders).toHaveLength(0);
  });
});

describe('platform /cli/password', () => {
  it('checks the current password, the new one and its confirmation, then changes it', async () => {
    const t = await trader('password');
    const change = async (body: Record<string, string>, headers: Record<string, string> = {}) =>
      t.platform('/cli/password', { method: 'POST', body: JSON.stringify(body), headers });
    const reply = async (body: Record<string, string>) => json<{ return: boolean; field?: string }>(await change(body));

    expect(await reply({ oldPassword: 'wrong-one1', newPassword: 'Fresh1234', newPasswordConfirm: 'Fresh1234' })).toMatchObject({
      return: false,
      field: 'oldPassword',
    });
    expect(await reply({ oldPassword: 'Trade1234!', newPassword: 'short1', newPasswordConfirm: 'short1' })).toMatchObject({ field: 'newPassword' });
    expect(await reply({ oldPassword: 'Trade1234!', newPassword: 'lettersonly', newPasswordConfirm: 'lettersonly' })).toMatchObject({ field: 'newPassword' });
    expect(await reply({ oldPassword: 'Trade1234!', newPassword: 'Fresh1234', newPasswordConfirm: 'Fresh12345' })).toMatchObject({
      field: 'newPasswordConfirm',
    });
    // A foreign page may not post it, even with the bearer.
    expect((await change({ oldPassword: 'Trade1234!', newPassword: 'Fresh1234', newPasswordConfirm: 'Fresh1234' }, { Origin: 'https://evil.example' })).status).toBe(403);

    expect(await reply({ oldPassword: 'Trade1234!', newPassword: 'Fresh1234', newPasswordConfirm: 'Fresh1234' })).toEqual({ return: true });
    // The new password signs in (app and platform alike: one user table); the old one no longer does.
    const fresh = new Browser(server.app);
    expect(await json(await fresh.login(t.email, 'Fresh1234'))).toMatchObject({ return: true });
    const old = new Browser(server.app);
    expect(await json(await old.login(t.email, 'Trade1234!'))).toMatchObject({ return: false });
    const platformLogin = await server.platform.request('/cli/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: t.email, password: 'Fresh1234' }),
    });
    expect(await json(platformLogin)).toEqual({ return: true });
  });

  it('needs a platform session', async () => {
    const response = await server.platform.request('/cli/password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'x', newPassword: 'Fresh1234', newPasswordConfirm: 'Fresh1234' }),
    });
    expect(response.status).toBe(401);
  });
});
