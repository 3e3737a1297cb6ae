import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { accountsOf } from '../../server/users/repo.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// POST /api/us/reports/totals: the reports screen's per-asset and overall results over a date range, aggregated
// in SQL (numeric sums), settled trades only, and only the caller's own.

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080', PLATFORM_ORIGIN: 'http://127.0.0.1:8081' });
});
afterAll(async () => {
  await server.close();
});

type Totals = { currency: string; trades: number; wins: number; pnl: string };
type Reply = { return: boolean; overall: Totals[]; assets: (Totals & { symbol: string })[] };

type Trade = { symbol: string; amount: string; status: 'open' | 'won' | 'lost' | 'tie'; payout: string | null; at: number; currency?: string };

/** Orders written straight to the table with known outcomes (the simulated feed decides real ones). */
async function insertTrades(userId: number, trades: Trade[]): Promise<void> {
  const [account] = await accountsOf(server.db, userId);
  if (!account) throw new Error('no account');
  const later = server.clock.now().getTime() + 3_600_000;
  await server.db.insert(tradeOrders).values(
    trades.map((trade) => ({
      userId,
      accountId: account.id,
      symbol: trade.symbol,
      direction: 'call' as const,
      amount: trade.amount,
      currency: trade.currency ?? 'USD',
      payoutRate: '0.8000',
      openPrice: '1.00000',
      closePrice: trade.status === 'open' ? null : '1.00010',
      openTime: new Date(trade.at),
      // Open ones expire after the test, so the settling sweep before the answer leaves them open.
      expiryTime: new Date(trade.status === 'open' ? later : trade.at + 30_000),
      status: trade.status,
      payout: trade.payout,
    })),
  );
}

describe('/api/us/reports/totals', () => {
  it('sums settled trades per asset and overall in the range, exactly, leaving open ones out', async () => {
    const t = await signedInTrader(server, { label: 'totals', amount: '1000.00' });
    const base = server.clock.now().getTime() - 86_400_000;
    await insertTrades(t.id, [
      { symbol: 'EURUSD', amount: '10.00', status: 'won', payout: '18.00', at: base },
      { symbol: 'EURUSD', amount: '10.00', status: 'lost', payout: '0.00', at: base + 60_000 },
      { symbol: 'EURUSD', amount: '0.10', status: 'won', payout: '0.18', at: base + 120_000 },
      { symbol: 'BTCUSD', amount: '0.20', status: 'won', payout: '0.36', at: base + 180_000 },
      { symbol: 'BTCUSD', amount: '5.00', status: 'tie', payout: '5.00', at: base + 240_000 },
      { symbol: 'XAUUSD', amount: '7.00', status: 'open', payout: null, at: base + 300_000 },
      // Outside the range asked below.
      { symbol: 'GBPUSD', amount: '50.00', status: 'won', payout: '90.00', at: base - 3_600_000 },
    ]);
    const reply = await json<Reply>(await t.app.post('/api/us/reports/totals', { DateFrom: base, DateTo: base + 600_000 }));
    expect(reply.return).toBe(true);
    expect(reply.assets).toEqual([
      { symbol: 'BTCUSD', currency: 'USD', trades: 2, wins: 1, pnl: '0.16' },
      { symbol: 'EURUSD', currency: 'USD', trades: 3, wins: 2, pnl: '-1.92' },
    ]);
    // In JS floats 0.18 − 0.10 is 0.07999…; the numeric sums are exact.
    expect(reply.overall).toEqual([{ currency: 'USD', trades: 5, wins: 3, pnl: '-1.76' }]);

    // Without bounds the whole history counts; a form post reads the same fields.
    const all = await json<Reply>(await t.app.post('/api/us/reports/totals', {}));
    expect(all.overall).toEqual([{ currency: 'USD', trades: 6, wins: 4, pnl: '38.24' }]);
    const form = await json<Reply>(await t.app.send('/api/us/reports/totals', { method: 'POST', form: { DateFrom: String(base + 150_000) } }));
    expect(form.overall).toEqual([{ currency: 'USD', trades: 2, wins: 1, pnl: '0.16' }]);
    // A range with nothing settled answers empty lists, not zeros of a made-up currency.
    const empty = await json<Reply>(await t.app.post('/api/us/reports/totals', { DateFrom: base + 250_000, DateTo: base + 400_000 }));
    expect(empty).toEqual({ return: true, overall: [], assets: [] });
  });

  it('keeps currencies apart: a coin account’s results are never added to dollars', async () => {
    const t = await signedInTrader(server, { label: 'currencies', amount: '100.00' });
    const at = server.clock.now().getTime() - 60_000;
    await insertTrades(t.id, [
      { symbol: 'EURUSD', amount: '10.00', status: 'won', payout: '18.00', at },
      { symbol: 'EURUSD', amount: '0.00100', status: 'lost', payout: '0.00000', at, currency: 'BTC' },
    ]);
    const reply = await json<Reply>(await t.app.post('/api/us/reports/totals', {}));
    expect(reply.overall).toEqual([
      { currency: 'BTC', trades: 1, wins: 0, pnl: '-0.00100' },
      { currency: 'USD', trades: 1, wins: 1, pnl: '8.00' },
    ]);
    expect(reply.assets.map((row) => `${row.symbol} ${row.currency}`)).toEqual(['EURUSD BTC', 'EURUSD USD']);
  });

  it('answers only the caller’s own trades, and needs a session and the CSRF token', async () => {
    const owner = await signedInTrader(server, { label: 'owner', amount: '100.00' });
    await insertTrades(owner.id, [{ symbol: 'EURUSD', amount: '10.00', status: 'won', payout: '18.00', at: server.clock.now().getTime() - 60_000 }]);
    const stranger = await signedInTrader(server, { label: 'stranger', amount: '100.00' });
    // No user id is taken from the body: asking for the owner's still answers the stranger's own (none).
    const reply = await json<Reply>(await stranger.app.post('/api/us/reports/totals', { userId: owner.id, user_id: owner.id }));
    expect(reply).toEqual({ return: true, overall: [], assets: [] });
    expect((await json<Reply>(await owner.app.post('/api/us/reports/totals', {}))).overall).toHaveLength(1);

    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/us/reports/totals', {})).status).toBe(401);
    expect((await owner.app.post('/api/us/reports/totals', {}, { csrf: false })).status).toBe(403);
  });
});
