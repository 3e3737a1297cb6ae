import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withProviders } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { quoteTicks } from '../../server/db/schema-quotes.ts';
import { ASSETS } from '../../server/platform/assets.ts';
import { createPlatformApp } from '../../server/platform/app.ts';
import { createQuoteFeed } from '../../server/platform/quote-feed.ts';
import { parseQuoteFeed, QuoteFeedError } from '../../server/platform/quote-feed-format.ts';
import { compareQuotes, quoteText } from '../../server/platform/quote-text.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// A real quote feed (QUOTES_URL): a fake one on loopback, answering what each test sets, polled by the platform.
// Its prices are stored, so a second process on the database (or this one after a restart) serves the same ticks,
// trades open at the newest price only while it is fresh, and settle at the expiry second's price once the feed has
// reported past that second.

type FeedAnswer = { status: number; body: string };

let server: TestServer;
let feed: Server;
let feedUrl = '';
let answer: FeedAnswer = { status: 200, body: '{"quotes":[]}' };
let requests = 0;

beforeAll(async () => {
  server = await startServer();
  feed = createServer((_request, response) => {
    requests += 1;
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body);
  });
  // It never keeps the test process alive, and afterAll closes it.
  feed.unref();
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/latest`;
});
afterAll(async () => {
  feed.closeAllConnections();
  await new Promise<void>((resolve) => feed.close(() => resolve()));
  await server.close();
});

const BASE_ENV = { DATA_DIR: ':memory:', CLIENT_DIR: '/nonexistent-client-dir', OFFER_RULES: 'off', SANDBOX: '0' };
/** The deps a process configured with QUOTES_URL (and no sandbox) runs on: the composition root picks the feed. */
const feedDeps = () => withProviders({ config: loadConfig({ ...BASE_ENV, QUOTES_URL: feedUrl }), db: server.db, clock: server.clock });

const quote = (symbol: string, price: string | number, at: number) => ({ symbol, price, time: at });
function serve(...quotes: unknown[]): void {
  answer = { status: 200, body: JSON.stringify({ quotes }) };
}

/** One poll of the feed by the platform, as server/start.ts runs it every second (the clock moves on a second first, so the claim is due). */
async function poll(deps: ReturnType<typeof feedDeps>): Promise<void> {
  await server.clock.advance(1_000);
  if (!deps.quotes?.refresh) throw new Error('a feed source has a refresh');
  await deps.quotes.refresh();
}

/** A trader signed in on the app, with a bearer for `platform` from the one-time handoff. */
async function traderOn(platform: ReturnType<typeof createPlatformApp>) {
  const { app } = await signedInTrader(server, { label: 'feed', amount: '1000.00' });
  const minted = await json<{ token: string }>(await app.post('/api/platform/token'));
  const { token } = await json<{ token: string }>(
    await platform.request('/cli/exchange', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: minted.token }) }),
  );
  const call = (path: string, init: RequestInit = {}) => platform.request(path, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
  return {
    call,
    open: async (body: Record<string, string>) =>
      json<{ return: boolean; code?: string; message?: string; order: { id: number; openPrice: string } }>(await call('/v2/cli/api/order/open', { method: 'POST', body: JSON.stringify(body) })),
    orders: async () => json<{ orders: { id: number; status: string; closePrice: string | null; payout: string | null }[] }>(await call('/v2/cli/api/order/search')),
    available: async () => (await json<{ available: string }>(await call('/cli/userInfo'))).available,
  };
}

type Ticks = { return: boolean; ticks: { time: number; value: string }[] };
const ticksOf = async (platform: ReturnType<typeof createPlatformApp>, symbol: string, since: number) =>
  json<Ticks>(await platform.request(`/v2/cli/api/quotes?symbol=${symbol}&since=${since}`));

describe('a real quote feed (QUOTES_URL)', () => {
  it('is polled and stored: every process serves its ticks, a trade opens at its newest price and settles at the expiry second', async () => {
    const deps = feedDeps();
    const platform = createPlatformApp(deps);
    const t = await traderOn(platform);

    const at = server.clock.now().getTime() + 1_000;
    serve(quote('EURUSD', '1.1', at), quote('BTCUSD', 65000.5, at), quote('DOGEUSD', '0.1', at));
    await poll(deps);
    const second = Math.floor(at / 1000);
    // Stored at the asset's decimals; an asset the platform does not list is not.
    expect(await server.db.select({ symbol: quoteTicks.symbol, second: quoteTicks.second, price: quoteTicks.price }).from(quoteTicks).orderBy(quoteTicks.symbol)).toEqual([
      { symbol: 'BTCUSD', second, price: '65000.50' },
      { symbol: 'EURUSD', second, price: '1.10000' },
    ]);
    expect((await ticksOf(platform, 'EURUSD', second - 10)).ticks).toEqual([{ time: second, value: '1.10000' }]);
    // Another process on the database (or this one restarted) has polled nothing, and serves the same history.
    const other = createPlatformApp({ config: loadConfig({ ...BASE_ENV, QUOTES_URL: feedUrl }), db: server.db, clock: server.clock });
    expect((await ticksOf(other, 'EURUSD', second - 10)).ticks).toEqual([{ time: second, value: '1.10000' }]);

    const opened = await t.open({ symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' });
    expect(opened).toMatchObject({ return: true, order: { openPrice: '1.10000' } });
    const expirySecond = Math.floor((server.clock.now().getTime() + 30_000) / 1000);

    // The expiry second's price arrives, but the feed has not yet reported past it: a later price within that second
    // could still come, so the trade waits, open.
    await server.clock.advance(expirySecond * 1000 - server.clock.now().getTime() - 1_000);
    serve(quote('EURUSD', '1.10012', expirySecond * 1000 + 200));
    await poll(deps);
    expect((await t.orders()).orders[0]).toMatchObject({ id: opened.order.id, status: 'open' });
    serve(quote('EURUSD', '1.10010', expirySecond * 1000 + 900));
    await server.clock.advance(1_000);
    await deps.quotes?.refresh?.();
    expect((await t.orders()).orders[0]).toMatchObject({ status: 'open' });

    // The next second's price: the expiry second's last price (1.10010) is final, and the call wins.
    serve(quote('EURUSD', '1.09990', (expirySecond + 1) * 1000 + 100));
    await poll(deps);
    expect((await t.orders()).orders[0]).toMatchObject({ id: opened.order.id, status: 'won', closePrice: '1.10010', payout: '18.00' });
    expect(await t.available()).toBe('1008.00');
  });

  it('opens no trade on a stale price: the feed silent for more than 3 s, or the asset left out of its answers', async () => {
    const deps = feedDeps();
    const platform = createPlatformApp(deps);
    const t = await traderOn(platform);
    serve(quote('GBPUSD', '1.27000', server.clock.now().getTime() + 1_000));
    await poll(deps);
    expect(await t.open({ symbol: 'GBPUSD', direction: 'put', amount: '5', expiry: '60' })).toMatchObject({ return: true });
    // An asset the feed does not price (its market closed) is not traded.
    expect(await t.open({ symbol: 'USDJPY', direction: 'put', amount: '5', expiry: '60' })).toMatchObject({ return: false, code: 'quotes' });

    await server.clock.advance(4_000);
    const refused = await t.open({ symbol: 'GBPUSD', direction: 'put', amount: '5', expiry: '60' });
    expect(refused).toEqual({ return: false, code: 'quotes', field: 'symbol', message: expect.stringMatching(/not available/) });
    expect(await t.available()).toBe('995.00');
  });

  it('survives a feed that fails: nothing stored, one warning per outage, and it picks up again', async () => {
    const deps = feedDeps();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const before = await server.db.select().from(quoteTicks);
      answer = { status: 500, body: 'down' };
      await poll(deps);
      answer = { status: 200, body: 'not json' };
      await poll(deps);
      expect(await server.db.select().from(quoteTicks)).toEqual(before);
      expect(warn.mock.calls.filter(([line]) => String(line).includes('quote feed'))).toHaveLength(1);
      expect(String(warn.mock.calls[0]?.[0])).not.toContain('/latest');

      const at = server.clock.now().getTime() + 1_000;
      serve(quote('XAUUSD', '2331.456', at));
      await poll(deps);
      const [row] = await server.db.select().from(quoteTicks).where(eq(quoteTicks.symbol, 'XAUUSD'));
      expect(row).toMatchObject({ second: Math.floor(at / 1000), price: '2331.46' });
      expect(info.mock.calls.some(([line]) => String(line).includes('answers again'))).toBe(true);
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
  });

  it('is asked once a second however many processes share the database', async () => {
    const processes = [feedDeps(), feedDeps(), feedDeps()];
    serve(quote('EURUSD', '1.10000', server.clock.now().getTime()));
    await server.clock.advance(1_000);
    const start = requests;
    await Promise.all(processes.map((deps) => deps.quotes?.refresh?.()));
    expect(requests - start).toBe(1);
    await server.clock.advance(1_000);
    await Promise.all(processes.map((deps) => deps.quotes?.refresh?.()));
    expect(requests - start).toBe(2);
  });

  it('keeps the last price of a second whichever answer is stored last', async () => {
    const feeder = createQuoteFeed({ db: server.db, clock: server.clock }, feedUrl);
    const at = Math.floor(server.clock.now().getTime() / 1000) * 1000 - 5_000;
    serve(quote('USDJPY', '151.200', at + 800));
    expect(await feeder.poll()).toBe(1);
    // An older answer for the same second, stored after the newer one (a slow request, another process): ignored.
    serve(quote('USDJPY', '151.100', at + 300), quote('USDJPY', '151.150', at + 400));
    await feeder.poll();
    const [row] = await server.db.select().from(quoteTicks).where(eq(quoteTicks.symbol, 'USDJPY'));
    expect(row).toMatchObject({ second: at / 1000, price: '151.200', atMs: at + 800 });
  });
});

describe('the feed format', () => {
  const now = Date.UTC(2030, 0, 2);
  it('takes a decimal (text or number) and an instant in ms per listed asset; skips what breaks the format', () => {
    const parsed = parseQuoteFeed(
      JSON.stringify({
        quotes: [
          quote('EURUSD', '1.085', now - 500),
          quote('BTCUSD', 64000.126, now),
          quote('GBPUSD', '-1.2', now),
          quote('GBPUSD', '1e3', now),
          quote('USDJPY', '151.2', now + 60_000),
          { symbol: 'XAUUSD', price: '2330', time: 'yesterday' },
          quote('NOTLISTED', '1', now),
          'junk',
        ],
      }),
      ASSETS,
      now,
    );
    expect(parsed.quotes).toEqual([
      { symbol: 'EURUSD', second: Math.floor((now - 500) / 1000), atMs: now - 500, price: '1.08500' },
      { symbol: 'BTCUSD', second: now / 1000, atMs: now, price: '64000.13' },
    ]);
    // An unlisted symbol is not an error (a feed may price more than the platform trades); the rest are.
    expect(parsed.skipped).toBe(5);
    expect(() => parseQuoteFeed('<html>', ASSETS, now)).toThrow(QuoteFeedError);
    expect(() => parseQuoteFeed('[]', ASSETS, now)).toThrow(/"quotes"/);
  });

  it('prints prices exactly at the asset decimals, rounding half up, and compares them exactly', () => {
    expect(quoteText('1.085', 5)).toBe('1.08500');
    expect(quoteText('1.0850149', 5)).toBe('1.08501');
    expect(quoteText('1.085015', 5)).toBe('1.08502');
    expect(quoteText('0.999999', 5)).toBe('1.00000');
    expect(quoteText('64000', 2)).toBe('64000.00');
    expect(quoteText('0.001', 2)).toBeNull();
    expect(quoteText('0', 2)).toBeNull();
    expect(quoteText('1,5', 2)).toBeNull();
    expect(compareQuotes('1.08501', '1.08500')).toBe(1);
    expect(compareQuotes('99.99', '100.00')).toBe(-1);
  });
});
