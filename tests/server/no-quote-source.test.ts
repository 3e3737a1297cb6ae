import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providersFor } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createPlatformApp } from '../../server/platform/app.ts';
import { renderTradePage } from '../../server/platform/page.ts';
import { settleAllDue } from '../../server/platform/trading.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// With SANDBOX off and no QUOTES_URL there is no quote source, and nothing may invent a price in its place: a made-up
// tick would move real balances. The platform says so, refuses to open trades and leaves due ones open until a
// source can price them.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const OFF = { DATA_DIR: ':memory:', CLIENT_DIR: '/nonexistent-client-dir', OFFER_RULES: 'off', SANDBOX: '0' };

/** A trader signed in on the app, with a bearer for `platform` from the one-time handoff. */
async function traderOn(platform: ReturnType<typeof createPlatformApp>) {
  const { app } = await signedInTrader(server, { label: 'noquotes', amount: '1000.00' });
  const mint = async () => (await json<{ token: string }>(await app.post('/api/platform/token'))).token;
  const bearer = async (target: ReturnType<typeof createPlatformApp>) =>
    (await json<{ token: string }>(await target.request('/cli/exchange', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: await mint() }) }))).token;
  const on = async (target: ReturnType<typeof createPlatformApp>) => {
    const token = await bearer(target);
    return (path: string, body?: unknown) =>
      target.request(path, { method: body === undefined ? 'GET' : 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  };
  return { here: await on(platform), sandboxed: await on(server.platform) };
}

describe('no quote source (SANDBOX off, no QUOTES_URL)', () => {
  it('picks none, and so no market signal rule either', () => {
    const providers = providersFor(loadConfig(OFF), server.clock, server.db);
    expect(providers.quotes).toBeUndefined();
    expect(providers.signals).toBeUndefined();
  });

  it('says quotes are unavailable instead of serving a tick, on the list and on the stream', async () => {
    const platform = createPlatformApp({ config: loadConfig(OFF), db: server.db, clock: server.clock });
    const since = Math.floor(server.clock.now().getTime() / 1000) - 10;
    for (const path of [`/v2/cli/api/quotes?symbol=EURUSD&since=${since}`, '/v2/cli/api/quotes/stream?symbol=EURUSD']) {
      const reply = await platform.request(path);
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({ return: false, code: 'quotes', message: 'Prices are not available right now, so no trade can be opened. Please try again later.' });
    }
    // The asset list stays: it names what the platform trades, not a price.
    expect((await platform.request('/v2/cli/api/assets')).status).toBe(200);
  });

  it('refuses to open a trade, with a clear reason in the page\'s language, and takes no stake', async () => {
    const platform = createPlatformApp({ config: loadConfig(OFF), db: server.db, clock: server.clock });
    const { here } = await traderOn(platform);
    const refused = await json(await here('/v2/cli/api/order/open', { symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' }));
    expect(refused).toEqual({ return: false, code: 'quotes', field: 'symbol', message: 'Prices are not available right now, so no trade can be opened. Please try again later.' });
    expect(await json(await here('/cli/userInfo'))).toMatchObject({ available: '1000.00' });
    expect((await json<{ orders: unknown[] }>(await here('/v2/cli/api/order/search'))).orders).toEqual([]);
    // The page shows the refusal in Russian too.
    expect(renderTradePage('ru', server.config.appOrigin, '')).toContain('Котировки сейчас недоступны');
  });

  it('settles nothing: a due trade waits, open, until a process with a source prices it', async () => {
    const platform = createPlatformApp({ config: loadConfig(OFF), db: server.db, clock: server.clock });
    const { here, sandboxed } = await traderOn(platform);
    // Opened while the sandbox's walk priced it (another process, configured with SANDBOX on).
    const opened = await json<{ return: boolean; order: { id: number } }>(await sandboxed('/v2/cli/api/order/open', { symbol: 'EURUSD', direction: 'put', amount: '10', expiry: '30' }));
    expect(opened.return).toBe(true);
    await server.clock.advance(31_000);
    expect(await settleAllDue({ db: server.db }, server.clock.now())).toEqual([]);
    const waiting = await json<{ orders: { id: number; status: string; closePrice: string | null }[] }>(await here('/v2/cli/api/order/search'));
    expect(waiting.orders).toEqual([expect.objectContaining({ id: opened.order.id, status: 'open', closePrice: null })]);
    expect(await json(await here('/cli/userInfo'))).toMatchObject({ available: '990.00' });

    const priced = await json<{ orders: { status: string; closePrice: string | null }[] }>(await sandboxed('/v2/cli/api/order/search'));
    expect(priced.orders[0]?.status).not.toBe('open');
    expect(priced.orders[0]?.closePrice).toMatch(/^\d+\.\d{5}$/);
  });
});
