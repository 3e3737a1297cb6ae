import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../server/db/schema.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { formatAmount } from '../../server/lib/money.ts';
import { hashPassword } from '../../server/lib/password.ts';
import { findAsset } from '../../server/platform/assets.ts';
import { walkFor } from '../../server/sandbox/walk-seed.ts';
import { startSettler } from '../../server/platform/settler.ts';
import { payoutRateBp } from '../../common/payout.ts';
import { createUser } from '../../server/users/repo.ts';
import { Browser, json, providedDeps, startServer, type TestServer } from './helpers.ts';

const APP_ORIGIN = 'http://localhost:8080';
let server: TestServer;
let passwordHash: string;
let counter = 0;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN });
  passwordHash = await hashPassword('Trade1234!');
});
afterAll(async () => {
  await server.close();
});

type Order = { id: number; symbol: string; direction: string; amount: string; status: string; payout: string | null; openTime: number; closePrice: string | null; openPrice: string };
type Tx = { id: number; trType: string; amount: string; executed: number; orderId: number | null };

/** A fresh trader with 1000.00 USD, signed in on the app, and a platform bearer from the one-time handoff. */
async function trader() {
  counter += 1;
  const email = `trader${counter}-${Date.now()}@example.com`;
  const id = await createUser(
    server.db,
    { email, passwordHash, country: 'GB', currency: 'USD', firstName: 'T', lastName: 'R', phonePrefix: '44', phone: '7700900000' },
    { currency: 'USD', amount: '1000.00' },
    server.clock.now(),
  );
  if (id === null) throw new Error('user not created');
  const app = new Browser(server.app);
  await app.login(email, 'Trade1234!');
  const minted = await json<{ return: boolean; token: string }>(await app.post('/api/platform/token'));
  expect(minted.return).toBe(true);
  const exchanged = await server.platform.request('/cli/exchange', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:8081' },
    body: JSON.stringify({ token: minted.token }),
  });
  const { token: bearer } = await json<{ token: string }>(exchanged);
  const platform = (path: string, init: RequestInit = {}) =>
    server.platform.request(path, { ...init, headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', ...init.headers } });
  const trade = async (body: Record<string, string>) =>
    json<{ return: boolean; order: Order; available: string; field?: string }>(await platform('/v2/cli/api/order/open', { method: 'POST', body: JSON.stringify(body) }));
  return { id, email, app, platform, trade, minted: minted.token };
}

describe('handoff token', () => {
  it('is minted only for a signed-in user and spent once', async () => {
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/platform/token')).status).toBe(401);

    const t = await trader();
    const replay = await server.platform.request('/cli/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: t.minted }),
    });
    expect(replay.status).toBe(401);
    const info = await json(await t.platform('/cli/userInfo'));
    expect(info).toEqual({ return: true, available: '1000.00', currency: 'USD', practice: false });
  });

  it('reads the current account: after a switch to EUR, the EUR balance and currency', async () => {
    const t = await trader();
    const added = await json<{ return: boolean; account: { accountId: number } }>(await t.app.post('/api/us/create_account', { currency: 'EUR' }));
    expect(added.return).toBe(true);
    expect(await json(await t.app.post('/api/us/set_account', { account: String(added.account.accountId) }))).toMatchObject({ return: true });
    expect(await json(await t.platform('/cli/userInfo'))).toEqual({ return: true, available: '0.00', currency: 'EUR', practice: false });
  });

  it('leaves the platform signed out once the trader logs out of the app', async () => {
    const t = await trader();
    expect((await t.platform('/cli/userInfo')).status).toBe(200);
    await t.app.post('/api/logout');
    expect((await t.platform('/cli/userInfo')).status).toBe(401);
  });

  it('expires after 60 s', async () => {
    const t = await trader();
    const fresh = await json<{ token: string }>(await t.app.post('/api/platform/token'));
    await server.clock.advance(61_000);
    const late = await server.platform.request('/cli/exchange', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: fresh.token }),
    });
    expect(late.status).toBe(401);
  });
});

describe('binary options', () => {
  it('debits the stake, settles at expiry against the feed, and credits a win or a tie', async () => {
    const t = await trader();
    const opened = await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' });
    expect(opened.return).toBe(true);
    expect(opened.available).toBe('990.00');
    expect(opened.order).toMatchObject({ symbol: 'EURUSD', direction: 'call', amount: '10.00', status: 'open' });

    const before = await json<{ orders: Order[] }>(await t.platform('/v2/cli/api/order/search'));
    expect(before.orders[0]?.status).toBe('open');

    await server.clock.advance(31_000);
    const after = await json<{ orders: Order[] }>(await t.platform('/v2/cli/api/order/search'));
    const settled = after.orders[0];
    const asset = findAsset('EURUSD');
    if (!settled || !asset) throw new Error('no order');
    expect(settled.closePrice).toBe((await walkFor(server.db)).quoteAt(asset, Math.floor((opened.order.openTime + 30_000) / 1000)));
    const expected = { won: '18.00', tie: '10.00', lost: '0.00' }[settled.status];
    expect(settled.payout).toBe(expected);
    const balance = (1000 * 100 - 1000 + Number(expected) * 100) / 100;
    const info = await json<{ available: string }>(await t.platform('/cli/userInfo'));
    expect(info.available).toBe(balance.toFixed(2));
    // The client's user (the same accounts table) shows the same money.
    const user = await json<{ user: { available: string } }>(await t.app.post('/api/fraud/user'));
    expect(user.user.available).toBe(balance.toFixed(2));
  });

  it('refuses bad tickets and more than the balance', async () => {
    const t = await trader();
    expect((await t.trade({ symbol: 'NOPE', direction: 'call', amount: '10', expiry: '30' })).field).toBe('symbol');
    expect((await t.trade({ symbol: 'EURUSD', direction: 'up', amount: '10', expiry: '30' })).field).toBe('direction');
    expect((await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '10.001', expiry: '30' })).field).toBe('amount');
    expect((await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '0.5', expiry: '30' })).field).toBe('amount');
    expect((await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '10', expiry: '7' })).field).toBe('expiry');
    const tooMuch = await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '1000.01', expiry: '30' });
    expect(tooMuch).toMatchObject({ return: false, code: 'funds' });
    const info = await json<{ available: string }>(await t.platform('/cli/userInfo'));
    expect(info.available).toBe('1000.00');
  });

  it('refuses a trader under the spec §4 trading block with code "blocked", and still lets them search orders', async () => {
    const t = await trader();
    const opened = await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' });
    expect(opened.return).toBe(true);
    // Not Full, deposits exist, not USER_ACTIVE: the app hides the platform; the host must refuse on its own.
    await server.db.update(users).set({ verification: 'Partial', depositsTotal: '500.00', status: 'USER_PENDING' }).where(eq(users.id, t.id));
    const refused = await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' });
    expect(refused).toMatchObject({ return: false, code: 'blocked' });
    expect((await json<{ available: string }>(await t.platform('/cli/userInfo'))).available).toBe('990.00');
    const search = await json<{ return: boolean; orders: Order[] }>(await t.platform('/v2/cli/api/order/search'));
    expect(search.return).toBe(true);
    expect(search.orders.map((order) => order.id)).toEqual([opened.order.id]);

    // Any one condition lifted (here: verified) and the trader trades again.
    await server.db.update(users).set({ verification: 'Full' }).where(eq(users.id, t.id));
    expect((await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' })).return).toBe(true);
  });

  it('needs a platform session', async () => {
    const response = await server.platform.request('/v2/cli/api/order/open', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect((await server.platform.request('/v2/cli/api/order/search')).status).toBe(401);
    expect((await server.platform.request('/v2/cli/api/transactions/search')).status).toBe(401);
  });
});

/** The order and its account as stored, read straight from the database (no route, so nothing settles on the way). */
async function stored(orderId: number) {
  const [order] = await server.db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId));
  if (!order) throw new Error('no order');
  const [account] = await server.db.select().from(accounts).where(eq(accounts.id, order.accountId));
  if (!account) throw new Error('no account');
  return { status: order.status, payout: order.payout, balance: formatAmount(account.amount, account.currency) };
}

/** The balance a settled trade leaves, by its outcome; an order still open fails the test. */
function balanceAfter(status: string, byOutcome: { won: string; tie: string; lost: string }): string {
  if (status !== 'won' && status !== 'tie' && status !== 'lost') throw new Error(`order not settled: ${status}`);
  return byOutcome[status];
}

describe('settlement without reads', () => {
  it('the settler settles a due trade and credits the account though nobody reads orders', async () => {
    const t = await trader();
    const opened = await t.trade({ symbol: 'GBPUSD', direction: 'call', amount: '10', expiry: '30' });
    expect(opened.return).toBe(true);
    await server.clock.advance(31_000);
    // Nothing has read it: still open, the stake still out.
    expect(await stored(opened.order.id)).toMatchObject({ status: 'open', balance: '990.00' });

    // The timer follows the server clock: its next tick finds the trade due.
    const settler = startSettler(providedDeps(server), 10);
    try {
      await expect.poll(async () => (await stored(opened.order.id)).status, { timeout: 5_000 }).not.toBe('open');
    } finally {
      await settler.stop();
    }
    const after = await stored(opened.order.id);
    const expected = balanceAfter(after.status, { won: '1008.00', tie: '1000.00', lost: '990.00' });
    expect(after.balance).toBe(expected);
    // A second sweep (another process, the next tick) credits nothing more.
    expect(await settler.sweep()).toBe(0);
    expect((await stored(opened.order.id)).balance).toBe(expected);
  });

  it('does not settle a trade before its expiry', async () => {
    const t = await trader();
    const opened = await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '10', expiry: '60' });
    await server.clock.advance(59_000);
    const settler = startSettler(providedDeps(server), 60_000);
    await settler.sweep();
    await settler.stop();
    expect(await stored(opened.order.id)).toMatchObject({ status: 'open', balance: '990.00' });
  });

  it('the client balance read (/api/fraud/user) settles first, so it never lags a finished trade', async () => {
    const t = await trader();
    const opened = await t.trade({ symbol: 'XAUUSD', direction: 'put', amount: '20', expiry: '30' });
    await server.clock.advance(31_000);
    const reply = await json<{ user: { available: string } }>(await t.app.post('/api/fraud/user'));
    const after = await stored(opened.order.id);
    expect(after.status).not.toBe('open');
    expect(reply.user.available).toBe(after.balance);
    // A 30 s trade on Gold pays the payout rule's rate for a commodity at the short expiry: 77 %, so a win returns 35.40.
    expect(payoutRateBp('commodity', 'short')).toBe(7_700n);
    expect(reply.user.available).toBe(balanceAfter(after.status, { won: '1015.40', tie: '1000.00', lost: '980.00' }));
  });
});

describe('order and transaction search', () => {
  it('filters by symbol, status and time, and pages with limit/offset', async () => {
    const t = await trader();
    const start = server.clock.now().getTime();
    for (const symbol of ['EURUSD', 'BTCUSD', 'EURUSD', 'GBPUSD', 'EURUSD']) {
      expect((await t.trade({ symbol, direction: 'put', amount: '5', expiry: '300' })).return).toBe(true);
      await server.clock.advance(1_000);
    }
    const all = await json<{ total: number; orders: Order[] }>(await t.platform('/v2/cli/api/order/search'));
    expect(all.total).toBe(5);
    expect(all.orders.map((o) => o.symbol)).toEqual(['EURUSD', 'GBPUSD', 'EURUSD', 'BTCUSD', 'EURUSD']);

    const eur = await json<{ total: number; orders: Order[] }>(await t.platform('/v2/cli/api/order/search?symbol=eurusd&limit=2&offset=1'));
    expect(eur.total).toBe(3);
    expect(eur.orders).toHaveLength(2);
    expect(eur.orders.every((o) => o.symbol === 'EURUSD')).toBe(true);

    const window = await json<{ total: number }>(
      await t.platform(`/v2/cli/api/order/search?startTimeStart=${start + 500}&startTimeEnd=${start + 3_500}`),
    );
    expect(window.total).toBe(3);

    expect((await json<{ total: number }>(await t.platform('/v2/cli/api/order/search?status=open'))).total).toBe(5);
    expect((await json<{ total: number }>(await t.platform('/v2/cli/api/order/search?status=won'))).total).toBe(0);
    expect((await json<{ total: number }>(await t.platform('/v2/cli/api/order/search?status=bogus'))).total).toBe(0);

    const txs = await json<{ total: number; transactions: Tx[] }>(await t.platform('/v2/cli/api/transactions/search?trType=trade_open&limit=3'));
    expect(txs.total).toBe(5);
    expect(txs.transactions).toHaveLength(3);
    expect(txs.transactions.every((tx) => tx.amount === '-5.00')).toBe(true);
    const page2 = await json<{ transactions: Tx[] }>(await t.platform('/v2/cli/api/transactions/search?trType=trade_open&limit=3&offset=3'));
    expect(page2.transactions).toHaveLength(2);
    // The account's opening row and the first two trades.
    const early = await json<{ total: number }>(await t.platform(`/v2/cli/api/transactions/search?executedEnd=${start + 1_500}`));
    expect(early.total).toBe(3);

    // Someone else's trades are never listed.
    const other = await trader();
    expect((await json<{ total: number }>(await other.platform('/v2/cli/api/order/search'))).total).toBe(0);
  });

  it('the app answers /api/us/history (999 by default) and /api/us/reports (100, Sumbol, skip)', async () => {
    const t = await trader();
    for (let i = 0; i < 3; i += 1) await t.trade({ symbol: i === 1 ? 'XAUUSD' : 'USDJPY', direction: 'call', amount: '2', expiry: '30' });
    await server.clock.advance(31_000);
    const history = await json<{ return: boolean; total: number; transactions: Tx[] }>(await t.app.post('/api/us/history', {}));
    expect(history.return).toBe(true);
    const opens = history.transactions.filter((tx) => tx.trType === 'trade_open');
    expect(opens).toHaveLength(3);
    const onlyOpen = await json<{ total: number }>(await t.app.post('/api/us/history', { trType: 'trade_open', limit: 2 }));
    expect(onlyOpen.total).toBe(3);

    const reports = await json<{ total: number; orders: Order[] }>(await t.app.post('/api/us/reports', { Sumbol: 'USDJPY', skip: 1 }));
    expect(reports.total).toBe(2);
    expect(reports.orders).toHaveLength(1);
    expect(reports.orders[0]?.status).not.toBe('open');
    const none = await json<{ total: number }>(await t.app.post('/api/us/reports', { DateFrom: Date.now() + 10 * 86_400_000 }));
    expect(none.total).toBe(0);
    expect((await new Browser(server.app).post('/api/us/history', {}, { csrf: false })).status).toBe(403);
  });
});

describe('trading page', () => {
  it('serves the page with a CSP that only the app may frame, and its bundled script', async () => {
    const page = await server.platform.request('/trade?lang=en');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
    const body = await page.text();
    expect(body).toContain(`data-app-origin="${APP_ORIGIN}"`);
    expect(body).not.toMatch(/<script(?![^>]*src=)/);
    const script = await server.platform.request('/assets/platform.js');
    expect(script.headers.get('Content-Type')).toContain('javascript');
    const source = await script.text();
    expect(source.length).toBeGreaterThan(10_000);

    // Compressed once in the encoding the browser takes, and revalidated to a 304 on the next load.
    const etag = script.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(script.headers.get('Vary')).toBe('Accept-Encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const encoded = await server.platform.request('/assets/platform.js', { headers: { 'Accept-Encoding': accept } });
      expect(encoded.headers.get('Content-Encoding'), accept).toBe(encoding);
      const bytes = Buffer.from(await encoded.arrayBuffer());
      expect(bytes.length).toBeLessThan(source.length / 2);
      expect(decode(bytes).toString('utf8')).toBe(source);
      expect(encoded.headers.get('ETag')).toBe(etag);
    }
    const again = await server.platform.request('/assets/platform.js', { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'br' } });
    expect(again.status).toBe(304);
  }, 30_000);

  it('shows the payout the settlement pays, and hands the script its words, in the app’s language', async () => {
    const { readScriptText } = await import('../../server/platform/page/text.ts');
    const scriptText = (body: string) => {
      const raw = /data-text="([^"]*)"/.exec(body)?.[1] ?? '';
      return readScriptText(raw.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'));
    };
    const en = await (await server.platform.request('/trade?lang=en')).text();
    expect(en).toMatch(/Payout <strong id="payout">80\u00a0%<\/strong>/);
    expect(en).toContain('<label for="return">Return</label>');
    expect(scriptText(en)).toMatchObject({ won: 'Won', lost: 'Lost', funds: 'Not enough money on the account.', deposit: 'Deposit' });
    const ru = await (await server.platform.request('/trade?lang=ru')).text();
    expect(ru).toContain('<html lang="ru"');
    expect(ru).toMatch(/Выплата <strong id="payout">80\u00a0%<\/strong>/);
    expect(scriptText(ru)).toMatchObject({ won: 'Выигрыш', lost: 'Проигрыш', funds: 'Недостаточно средств на счёте.', deposit: 'Пополнить счёт' });
    // Every word the script needs is there (a missing one would show its key).
    for (const body of [en, ru]) for (const [key, value] of Object.entries(scriptText(body))) expect(value).not.toBe(key);
  });

  it('knows an empty account by its balance, so Call and Put lead to a deposit', async () => {
    const { isEmptyBalance } = await import('../../server/platform/page/orders.ts');
    for (const value of ['0', '0.00', '00.000', ' 0.00 ']) expect(isEmptyBalance(value)).toBe(true);
    for (const value of ['0.01', '10.00', '1', '', '-', '0,00x']) expect(isEmptyBalance(value)).toBe(false);
  });

  it('publishes quotes that advance with server time', async () => {
    const first = await json<{ ticks: { time: number; value: string }[] }>(await server.platform.request('/v2/cli/api/quotes?symbol=BTCUSD'));
    expect(first.ticks.length).toBe(600);
    const last = first.ticks.at(-1)?.time ?? 0;
    await server.clock.advance(5_000);
    const next = await json<{ ticks: { time: number }[] }>(await server.platform.request(`/v2/cli/api/quotes?symbol=BTCUSD&since=${last}`));
    // Five seconds of server time later, five new ticks in order (a sixth when a real second also passed between
    // the two requests, as on a loaded machine).
    const times = next.ticks.map((tick) => tick.time);
    expect(times.slice(0, 5)).toEqual([last + 1, last + 2, last + 3, last + 4, last + 5]);
    expect(times.length === 5 || (times.length === 6 && times[5] === last + 6)).toBe(true);
  });
});

type SseEvent = { event: string; id: string; data: string };

/** Reads a Server-Sent Events body until `count` events named `name` have come (then stops reading). */
async function readEvents(response: Response, name: string, count: number): Promise<SseEvent[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  try {
    while (events.filter((e) => e.event === name).length < count) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = { event: 'message', id: '', data: '' };
        for (const line of block.split('\n')) {
          const colon = line.indexOf(': ');
          const key = line.slice(0, colon);
          const value = line.slice(colon + 2);
          if (key === 'event') event.event = value;
          if (key === 'id') event.id = value;
          if (key === 'data') event.data += value;
        }
        events.push(event);
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    // Closing our end aborts the server's loop, as a browser closing the EventSource does.
    await reader.cancel();
  }
  return events.filter((e) => e.event === name);
}

type TicksEvent = { symbol: string; decimals: number; now: number; ticks: { time: number; value: string }[] };

describe('quote stream (Server-Sent Events)', () => {
  it('sends the backlog, then each new second once, with the last second as the event id', async () => {
    const response = await server.platform.request('/v2/cli/api/quotes/stream?symbol=EURUSD');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const [backlog, next] = await readEvents(response, 'ticks', 2);
    if (!backlog || !next) throw new Error('no events');
    const first = JSON.parse(backlog.data) as TicksEvent;
    expect(first).toMatchObject({ symbol: 'EURUSD', decimals: 5 });
    expect(first.ticks).toHaveLength(600);
    const lastSecond = first.ticks.at(-1)?.time ?? 0;
    expect(backlog.id).toBe(String(lastSecond));
    // The next event carries on from there: no gap, no repeat.
    const second = JSON.parse(next.data) as TicksEvent;
    expect(second.ticks[0]?.time).toBe(lastSecond + 1);
    expect(next.id).toBe(String(second.ticks.at(-1)?.time));
    const asset = findAsset('EURUSD');
    if (!asset) throw new Error('no asset');
    const walk = await walkFor(server.db);
    for (const tick of second.ticks) expect(tick.value).toBe(walk.quoteAt(asset, tick.time));
  }, 15_000);

  it('resumes after Last-Event-ID (a reconnecting EventSource) and follows a moved server clock', async () => {
    const since = Math.floor(server.clock.now().getTime() / 1000) - 3;
    const resumed = await server.platform.request('/v2/cli/api/quotes/stream?symbol=BTCUSD&since=0', { headers: { 'Last-Event-ID': String(since) } });
    const [event] = await readEvents(resumed, 'ticks', 1);
    const ticks = (JSON.parse(event?.data ?? '{}') as TicksEvent).ticks;
    expect(ticks[0]?.time).toBe(since + 1);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);

    const live = await server.platform.request(`/v2/cli/api/quotes/stream?symbol=BTCUSD&since=${Math.floor(server.clock.now().getTime() / 1000)}`);
    const reading = readEvents(live, 'ticks', 1);
    await server.clock.advance(10_000);
    const [moved] = await reading;
    expect((JSON.parse(moved?.data ?? '{}') as TicksEvent).ticks.length).toBeGreaterThanOrEqual(10);
  }, 15_000);

  it('refuses an unknown asset', async () => {
    expect((await server.platform.request('/v2/cli/api/quotes/stream?symbol=NOPE')).status).toBe(400);
  });
});

describe('pure trading rules', () => {
  it('prices are a deterministic walk: the same second gives the same quote, with the asset decimals', async () => {
    const { ASSETS } = await import('../../server/platform/assets.ts');
    const { compareQuotes } = await import('../../server/platform/quote-text.ts');
    const { seededWalk } = await import('../../server/sandbox/price-walk.ts');
    const { quoteAt } = seededWalk('a fixed test seed');
    for (const asset of ASSETS) {
      expect(quoteAt(asset, 1_800_000_000)).toBe(quoteAt(asset, 1_800_000_000));
      expect(quoteAt(asset, 1_800_000_000)?.split('.')[1]).toHaveLength(asset.decimals);
      // It moves, but a second's step stays small (well under 1 %).
      const a = Number(quoteAt(asset, 1_800_000_000));
      const b = Number(quoteAt(asset, 1_800_000_001));
      expect(Math.abs(b - a) / a).toBeLessThan(0.01);
    }
    expect(compareQuotes('1.08501', '1.08500')).toBe(1);
    expect(compareQuotes('1.08500', '1.08500')).toBe(0);
    expect(compareQuotes('99.99', '100.00')).toBe(-1);
  });

  it('settles calls and puts, pays 80 % on a win and refunds a tie, in integer minor units', async () => {
    const { outcomeOf, payoutUnits, parseStake } = await import('../../server/platform/trading.ts');
    expect(outcomeOf('call', '1.00000', '1.00001')).toBe('won');
    expect(outcomeOf('call', '1.00000', '0.99999')).toBe('lost');
    expect(outcomeOf('put', '1.00000', '0.99999')).toBe('won');
    expect(outcomeOf('put', '1.00000', '1.00000')).toBe('tie');
    // At the rate an order stored (8000 bp: a 30 s EUR/USD trade's).
    expect(payoutUnits('won', 1_000n, 8_000n)).toBe(1_800n);
    expect(payoutUnits('won', 333n, 8_000n)).toBe(599n); // 5.994 rounds down to 5.99: the house never pays a fraction of a cent
    expect(payoutUnits('tie', 1_000n, 8_000n)).toBe(1_000n);
    expect(payoutUnits('lost', 1_000n, 8_000n)).toBe(0n);
    expect(parseStake('10', 'USD')).toBe(1_000n);
    expect(parseStake('10.5', 'USD')).toBe(1_050n);
    expect(parseStake('0.99', 'USD')).toBeNull();
    expect(parseStake('10.001', 'USD')).toBeNull();
    expect(parseStake('10.00001', 'BTC')).toBe(1_000_001n);
    expect(parseStake('1e3', 'USD')).toBeNull();
  });
});
