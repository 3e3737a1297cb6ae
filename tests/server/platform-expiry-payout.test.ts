import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRateBp, winReturnUnits } from '../../common/payout.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { accounts } from '../../server/db/schema.ts';
import { findAsset } from '../../server/platform/assets.ts';
import { seededWalk } from '../../server/sandbox/price-walk.ts';
import { json, signedInTrader, startServer, TEST_START, type TestServer } from './helpers.ts';

// The ticket's rules on the host: clock-time expiries (the next four 5-minute marks, at least a minute away) are
// validated and settled at their mark; stake limits scale with the account's currency; each order stores the payout
// rule's rate for its asset and expiry, and settlement pays that stored rate. The clock stands still and the walk's
// seed is fixed, so the test knows each trade's closing price before it opens and can pick the winning direction.

const SEED = 'expiry and payout test seed';
const NOW_S = TEST_START.getTime() / 1000; // Wednesday 10:00:00 UTC
const walk = seededWalk(SEED);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { frozen: true });
  await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: SEED }) });
});
afterAll(async () => {
  await server.close();
});

type Order = { id: number; symbol: string; amount: string; status: string; payout: string | null; payoutRate: string; openTime: number; expiryTime: number; openPrice: string; closePrice: string | null };
type Opened = { return: boolean; order: Order; available: string; code?: string; field?: string; message?: string };

/** A trader holding `amount` in `currency`, with a platform bearer from the app's one-time handoff. */
async function trader(currency = 'USD', amount = '100000.00') {
  const { id, app } = await signedInTrader(server, { label: 'ticket', currency, amount });
  const minted = await json<{ token: string }>(await app.post('/api/platform/token'));
  const { token } = await json<{ token: string }>(
    await server.platform.request('/cli/exchange', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: minted.token }) }),
  );
  const call = (path: string, body?: unknown, lang = 'en') =>
    server.platform.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Lang': lang },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const trade = async (body: Record<string, string>, lang = 'en') => json<Opened>(await call('/v2/cli/api/order/open', body, lang));
  return { id, call, trade };
}

/** The direction that wins a trade on `symbol` opened now and closing at `closeS`, by the known walk. */
function winning(symbol: string, closeS: number): 'call' | 'put' {
  const asset = findAsset(symbol);
  if (!asset) throw new Error(symbol);
  const open = walk.quoteAt(asset, Math.floor(server.clock.now().getTime() / 1000));
  const close = walk.quoteAt(asset, closeS);
  if (open === null || close === null || open === close) throw new Error(`no move on ${symbol}: pick another asset`);
  return Number(close) > Number(open) ? 'call' : 'put';
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('clock-time expiries', () => {
  it('opens a trade at one of the next four 5-minute marks and settles it at the mark’s quote', async () => {
    const t = await trader();
    const mark = NOW_S + 600; // 10:10
    const direction = winning('EURUSD', mark);
    const opened = await t.trade({ symbol: 'EURUSD', direction, amount: '10', expiryAt: String(mark) });
    expect(opened).toMatchObject({ return: true, order: { expiryTime: mark * 1000, payoutRate: '0.8500', openTime: TEST_START.getTime() } });

    await server.clock.advance(599_000);
    let orders = await json<{ orders: Order[] }>(await t.call('/v2/cli/api/order/search'));
    expect(orders.orders[0]?.status).toBe('open');
    await server.clock.advance(1_000);
    orders = await json<{ orders: Order[] }>(await t.call('/v2/cli/api/order/search'));
    const settled = orders.orders[0];
    expect(settled).toMatchObject({ status: 'won', closePrice: walk.quoteAt({ symbol: 'EURUSD', decimals: 5 }, mark), payout: '18.50' });
  });

  it('refuses a mark that is not offered: past the fourth, off the 5-minute grid, gone, under a minute away', async () => {
    const t = await trader();
    const now = Math.floor(server.clock.now().getTime() / 1000); // 10:10:00 after the test above
    const next = now - (now % 300) + 300;
    for (const at of [next + 4 * 300, next + 150, now - 300, now, 0]) {
      expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiryAt: String(at) }), String(at)).toMatchObject({ return: false, code: 'expiry', field: 'expiry' });
    }
    // Both a duration and a mark: which one was meant is not guessed.
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '60', expiryAt: String(next) })).toMatchObject({ return: false, code: 'expiry' });
    // 61 s before a mark it is taken; 59 s before, no longer.
    await server.clock.advance((next - now - 61) * 1000);
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiryAt: String(next) })).toMatchObject({ return: true });
    await server.clock.advance(2_000);
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiryAt: String(next) })).toMatchObject({ return: false, code: 'expiry' });
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10', expiryAt: String(next + 1200) })).toMatchObject({ return: true });
  });

  it('takes the durations from 30 s to 5 min, and no other', async () => {
    const t = await trader();
    for (const expiry of ['30', '60', '120', '180', '300']) expect((await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '1', expiry })).return, expiry).toBe(true);
    for (const expiry of ['15', '90', '600', '']) expect(await t.trade({ symbol: 'EURUSD', direction: 'put', amount: '1', expiry }), expiry).toMatchObject({ code: 'expiry' });
  });
});

describe('the payout rule', () => {
  it('stores each asset’s rate for its class and expiry on the order, and settlement pays it', async () => {
    const t = await trader();
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const cases = [
      { symbol: 'EURUSD', expiry: '60', rate: '0.8500' },
      { symbol: 'EURUSD', expiry: '30', rate: '0.8000' },
      { symbol: 'XAUUSD', expiry: '120', rate: '0.8200' },
      { symbol: 'USOIL', expiry: '30', rate: '0.7700' },
      { symbol: 'US500', expiry: '60', rate: '0.8000' },
      { symbol: 'DE40', expiry: '30', rate: '0.7500' },
      { symbol: 'BTCUSD', expiry: '180', rate: '0.7700' },
      { symbol: 'ETHUSD', expiry: '30', rate: '0.7200' },
    ];
    const opened: { order: Order; rate: string }[] = [];
    for (const { symbol, expiry, rate } of cases) {
      // A rate the client sends is not read: the host's rule decides.
      const reply = await t.trade({ symbol, direction: winning(symbol, now + Number(expiry)), amount: '20', expiry, payoutRate: '0.9900' });
      expect(reply.order.payoutRate, symbol).toBe(rate);
      const [row] = await server.db.select({ payoutRate: tradeOrders.payoutRate }).from(tradeOrders).where(eq(tradeOrders.id, reply.order.id));
      expect(row?.payoutRate).toBe(rate);
      opened.push({ order: reply.order, rate });
    }
    await server.clock.advance(181_000);
    const { orders } = await json<{ orders: Order[] }>(await t.call('/v2/cli/api/order/search'));
    for (const { order, rate } of opened) {
      const settled = orders.find((candidate) => candidate.id === order.id);
      const rateBp = BigInt(rate.replace('0.', ''));
      // Every trade was opened in the winning direction: each pays 20 × (1 + its own rate).
      expect(settled, order.symbol).toMatchObject({ status: 'won', payout: (Number(winReturnUnits(2_000n, rateBp)) / 100).toFixed(2) });
    }
    expect(payoutRateBp('crypto', 'short')).toBe(7_200n);
  });

  it('pays the rate stored on the order, whatever the rule says now', async () => {
    const t = await trader();
    const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, t.id));
    if (!account) throw new Error('no account');
    const now = server.clock.now();
    const expiry = new Date(now.getTime() + 30_000);
    const direction = winning('EURUSD', Math.floor(expiry.getTime() / 1000));
    const [row] = await server.db
      .insert(tradeOrders)
      .values({ userId: t.id, accountId: account.id, symbol: 'EURUSD', direction, amount: '10.00', currency: 'USD', payoutRate: '0.9000', openPrice: walk.quoteAt({ symbol: 'EURUSD', decimals: 5 }, Math.floor(now.getTime() / 1000)) ?? '', openTime: now, expiryTime: expiry, status: 'open' })
      .returning();
    await server.clock.advance(31_000);
    const { orders } = await json<{ orders: Order[] }>(await t.call('/v2/cli/api/order/search'));
    expect(orders.find((order) => order.id === row?.id)).toMatchObject({ status: 'won', payout: '19.00', payoutRate: '0.9000' });
  });
});

describe('stake limits per currency', () => {
  it('a USD account trades 1 to 10 000', async () => {
    const t = await trader('USD', '20000.00');
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10000.01', expiry: '60' })).toMatchObject({
      return: false,
      code: 'amount',
      field: 'amount',
      message: 'Enter an amount from $1.00 to $10,000.00 (up to the currency’s decimals).',
    });
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '0.99', expiry: '60' })).toMatchObject({ code: 'amount' });
    expect((await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '10000', expiry: '60' })).return).toBe(true);
    expect((await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '1', expiry: '60' })).return).toBe(true);
  });

  it('a RUB account trades the same money: 60 to 600 000 RUB, no longer capped at 10 000 RUB (about $167)', async () => {
    const t = await trader('RUB', '1000000.00');
    const over = await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '600000.01', expiry: '60' }, 'ru');
    expect(over).toMatchObject({ return: false, code: 'amount', field: 'amount' });
    expect(over.message).toMatch(/^Введите сумму от 60,00 RUB до 600\s000,00 RUB/);
    expect(await t.trade({ symbol: 'EURUSD', direction: 'call', amount: '59.99', expiry: '60' })).toMatchObject({ code: 'amount' });
    for (const amount of ['60', '20000', '600000']) {
      const opened = await t.trade({ symbol: 'EURUSD', direction: 'call', amount, expiry: '60' });
      expect(opened.return, amount).toBe(true);
      expect(cents(opened.order.amount)).toBe(cents(`${amount}.00`));
    }
    expect((await json<{ available: string }>(await t.call('/cli/userInfo'))).available).toBe('379940.00');
  });
});
