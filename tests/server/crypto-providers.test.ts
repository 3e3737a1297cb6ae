import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { cryptoInvoices } from '../../server/db/schema-crypto.ts';
import type { Chain, RateSource } from '../../server/funding/providers.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Crypto deposits talk to a chain and a rate source chosen in one place (server/providers.ts): the sandbox's when
// SANDBOX is on, none otherwise. With none, nothing is invented; a deployment's own providers work with no route edited.

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; code?: string; message?: string; rates?: Record<string, Record<string, string>>; guid?: string; invoice?: { address: string; amount: string; rate: string } };

const EN = 'Crypto deposits are not available right now.';
const RU = 'Криптодепозиты сейчас недоступны.';

/** A signed-in trader (EUR account) whose browser talks to `app`; the session lives in the shared database. */
async function traderOn(app: ReturnType<typeof createApp>, label: string) {
  const { id, email, n } = await signedInTrader(server, { label, currency: 'EUR' });
  const browser = new Browser(app);
  await browser.login(email, 'Trade1234!');
  let seq = 0;
  const pay = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    seq += 1;
    const key = `prov-${label}-${n}-${seq}-${Date.now()}`;
    return json<Reply>(await browser.post('/api/btc/pay', { amount: '300', bonus: '0', currency: 'EUR', ...body }, { headers: { 'Idempotency-Key': key, ...headers } }));
  };
  const rates = async (headers: Record<string, string> = {}) => json<Reply>(await browser.post('/api/bitcoin/currency', {}, { headers }));
  return { id, browser, pay, rates };
}

const invoicesOf = async (userId: number) => server.db.select().from(cryptoInvoices).where(eq(cryptoInvoices.userId, userId));

describe('no chain and no rate source (SANDBOX off, nothing configured)', () => {
  it('making an invoice answers unavailable in either mode and makes none', async () => {
    const t = await traderOn(server.appWith({ SANDBOX: '0' }), 'off');
    expect(await t.pay({ fixed: false })).toEqual({ return: false, code: 'unavailable', message: EN });
    expect(await t.pay({ fixed: true, amount: '0.01' })).toEqual({ return: false, code: 'unavailable', message: EN });
    expect(await t.pay({ fixed: false }, { 'X-Lang': 'ru' })).toEqual({ return: false, code: 'unavailable', message: RU });
    expect(await invoicesOf(t.id)).toHaveLength(0);
  });

  it('the rates call answers unavailable instead of prices, in the trader\'s language', async () => {
    const t = await traderOn(server.appWith({ SANDBOX: '0' }), 'offrates');
    expect(await t.rates()).toEqual({ return: false, code: 'unavailable', message: EN });
    expect(await t.rates({ 'X-Lang': 'ru' })).toEqual({ return: false, code: 'unavailable', message: RU });
  });
});

describe('the sandbox chain and prices (SANDBOX on, the tests\' default)', () => {
  it('prices invoices and the rates table at the sandbox fixing', async () => {
    const t = await traderOn(server.app, 'on');
    const rates = await t.rates();
    expect(rates.rates?.BTC?.EUR).toBe('55200.0000');
    const reply = await t.pay({ fixed: false });
    expect(reply).toMatchObject({ return: true, invoice: { rate: '55200.00', amount: '0.00543479' } });
    expect(reply.invoice?.address).toMatch(/^bc1q/);
  });
});

describe('a deployment\'s own chain and rate source', () => {
  const base = { DATA_DIR: ':memory:', CLIENT_DIR: '/nonexistent-client-dir', SANDBOX: '0' };
  const chain: Chain = { newAddress: async () => 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' };
  const rates: RateSource = {
    rateOf: async (_coin, currency) => (currency === 'EUR' ? '50000' : null),
    table: async () => ({ BTC: { EUR: '50000' } }),
  };
  const appWith = (providers: { chain?: Chain; rates?: RateSource }) =>
    createApp({ config: loadConfig(base), db: server.db, clock: server.clock, ...providers });

  it('are used with SANDBOX off, no route edited', async () => {
    const t = await traderOn(appWith({ chain, rates }), 'own');
    expect(await t.rates()).toEqual({ return: true, rates: { BTC: { EUR: '50000' } } });
    const reply = await t.pay({ fixed: false });
    expect(reply).toMatchObject({ return: true, invoice: { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', rate: '50000.00', amount: '0.00600000' } });
    expect(await invoicesOf(t.id)).toHaveLength(1);
  });

  it('a chain without a rate source takes fixed (coin) deposits only', async () => {
    const t = await traderOn(appWith({ chain }), 'chainonly');
    expect(await t.pay({ fixed: true, amount: '0.01' })).toMatchObject({ return: true, invoice: { amount: '0.01000000', rate: '1.00' } });
    expect(await t.pay({ fixed: false })).toEqual({ return: false, code: 'unavailable', message: EN });
    expect(await t.rates()).toEqual({ return: false, code: 'unavailable', message: EN });
  });
});
