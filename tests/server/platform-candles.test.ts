import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Candle, candlesOf, TIMEFRAMES } from '../../common/candles.ts';
import { loadConfig } from '../../server/config.ts';
import { quoteTicks } from '../../server/db/schema-quotes.ts';
import { createPlatformApp } from '../../server/platform/app.ts';
import { findAsset } from '../../server/platform/assets.ts';
import { candleReader } from '../../server/platform/candles.ts';
import { storedQuoteSource } from '../../server/platform/stored-quotes.ts';
import { seededWalk } from '../../server/sandbox/price-walk.ts';
import { walkQuotes } from '../../server/sandbox/walk-quotes.ts';
import { barCloses } from '../../server/signals/quote-source.ts';
import { json, startServer, TEST_START, type TestServer } from './helpers.ts';

// The chart's candles come from the host, built from its quote source's ticks: the same on a second read, from a second
// process on the database, and equal to what the walk (or a real feed's stored ticks) gives for those seconds. The
// clock stands still (frozen) and the walk's seed is fixed, so every run computes the same candles.

const SEED = 'candles test seed';
const NOW_S = TEST_START.getTime() / 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { frozen: true });
  const fixed = await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: SEED }) });
  expect(fixed.status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

type CandleReply = { return: boolean; symbol: string; decimals: number; tf: string; now: number; candles: Candle[] };

const candles = async (platform: { request(path: string): Response | Promise<Response> }, query: string) => json<CandleReply>(await platform.request(`/v2/cli/api/candles?${query}`));

/** The candles the walk under `seed` gives for the `limit` candles of `tf` seconds ending with the one holding `end`. */
function expected(seed: string, symbol: string, tf: number, limit: number, end: number): Candle[] {
  const asset = findAsset(symbol);
  if (!asset) throw new Error(symbol);
  const lastStart = Math.floor((end - 1) / tf) * tf;
  const first = lastStart - (limit - 1) * tf;
  const seconds = Array.from({ length: end - first }, (_, i) => first + 1 + i);
  const values = seededWalk(seed).quotesAt(asset, seconds) ?? [];
  return candlesOf(seconds.map((time, i) => ({ time, value: values[i] ?? '' })), tf);
}

describe('GET /v2/cli/api/candles', () => {
  it('builds 1-minute candles from the walk’s ticks, the last one live up to now', async () => {
    const reply = await candles(server.platform, 'symbol=EURUSD&tf=1m&limit=30');
    expect(reply).toMatchObject({ return: true, symbol: 'EURUSD', decimals: 5, tf: '1m', now: TEST_START.getTime() });
    expect(reply.candles).toHaveLength(30);
    expect(reply.candles).toEqual(expected(SEED, 'EURUSD', 60, 30, NOW_S));
    for (const candle of reply.candles) {
      expect(candle.time % 60).toBe(0);
      for (const price of [candle.open, candle.high, candle.low, candle.close]) expect(price).toMatch(/^\d+\.\d{5}$/);
      expect(Number(candle.high)).toBeGreaterThanOrEqual(Math.max(Number(candle.open), Number(candle.close)));
      expect(Number(candle.low)).toBeLessThanOrEqual(Math.min(Number(candle.open), Number(candle.close)));
    }
  });

  it('answers the same candles on a second read and from a second process on the same database', async () => {
    const query = 'symbol=XAUUSD&tf=15m&limit=40';
    const first = await candles(server.platform, query);
    const again = await candles(server.platform, query);
    const other = createPlatformApp({ config: server.config, db: server.db, clock: server.clock });
    const fromOther = await candles(other, query);
    expect(first.candles).toHaveLength(40);
    expect(again.candles).toEqual(first.candles);
    expect(fromOther.candles).toEqual(first.candles);
    expect(first.candles).toEqual(expected(SEED, 'XAUUSD', 900, 40, NOW_S));
  }, 30_000);

  it('closes each 5-minute candle at the quote the signal rule reads as that bar’s close', async () => {
    const asset = findAsset('GBPUSD');
    if (!asset) throw new Error('no GBPUSD');
    // The clock stands at 10:00:00, a bar's close: the last candle (09:55–10:00) has just closed, on the rule's last bar.
    expect(NOW_S % 300).toBe(0);
    const reply = await candles(server.platform, 'symbol=GBPUSD&tf=5m&limit=60');
    const rule = await barCloses(walkQuotes(async () => seededWalk(SEED)), asset, NOW_S * 1000, TEST_START);
    expect(rule).toHaveLength(60);
    expect(reply.candles.map((candle) => Number(candle.close))).toEqual(rule);
    expect(reply.candles.at(-1)?.time).toBe(NOW_S - 300);
  }, 30_000);

  it('keeps the last candle live as the clock moves, and pages back with `to`', async () => {
    expect((await candles(server.platform, 'symbol=BTCUSD&tf=1m&limit=5')).candles).toHaveLength(5);
    await server.clock.advance(20_000);
    const after = await candles(server.platform, 'symbol=BTCUSD&tf=1m&limit=5');
    const now = Math.floor(server.clock.now().getTime() / 1000);
    expect(after.candles).toEqual(expected(SEED, 'BTCUSD', 60, 5, now));
    expect(after.candles.at(-1)?.close).toBe(seededWalk(SEED).quoteAt({ symbol: 'BTCUSD', decimals: 2 }, now));
    // The candle the 20 seconds opened: its close is the quote of the second now.
    expect(after.candles.at(-1)?.time).toBe(now - 20);
    const back = await candles(server.platform, `symbol=BTCUSD&tf=1m&limit=3&to=${NOW_S - 3600}`);
    expect(back.candles).toEqual(expected(SEED, 'BTCUSD', 60, 3, NOW_S - 3600));
    // `to` in the future is now: no candle is made up ahead of the clock.
    const ahead = await candles(server.platform, `symbol=BTCUSD&tf=1m&limit=5&to=${now + 86_400}`);
    expect(ahead.candles).toEqual(after.candles);
  });

  it('follows a new walk seed rather than serving the candles it kept', async () => {
    const query = 'symbol=ETHUSD&tf=5m&limit=20';
    const now = Math.floor(server.clock.now().getTime() / 1000);
    expect((await candles(server.platform, query)).candles).toEqual(expected(SEED, 'ETHUSD', 300, 20, now));
    const other = 'another candles seed';
    await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: other }) });
    try {
      expect((await candles(server.platform, query)).candles).toEqual(expected(other, 'ETHUSD', 300, 20, now));
    } finally {
      await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: SEED }) });
    }
  });

  it('refuses an unknown asset, timeframe, limit or time', async () => {
    for (const [query, field] of [
      ['symbol=NOPE&tf=1m', 'symbol'],
      ['symbol=EURUSD&tf=2m', 'tf'],
      ['symbol=EURUSD&tf=1m&limit=0', 'limit'],
      ['symbol=EURUSD&tf=1m&limit=301', 'limit'],
      ['symbol=EURUSD&tf=1m&to=yesterday', 'to'],
      // More than a week back: the history a real feed keeps, and a bound on what a stranger can make the walk compute.
      [`symbol=EURUSD&tf=1m&to=${NOW_S - 8 * 86_400}`, 'to'],
    ] as const) {
      const reply = await server.platform.request(`/v2/cli/api/candles?${query}`);
      expect(reply.status, query).toBe(400);
      expect(await reply.json()).toMatchObject({ return: false, field });
    }
  });

  it('says prices are unavailable without a quote source, never inventing a candle', async () => {
    const off = createPlatformApp({ config: loadConfig({ DATA_DIR: ':memory:', CLIENT_DIR: '/nonexistent-client-dir', SANDBOX: '0' }), db: server.db, clock: server.clock });
    const reply = await off.request('/v2/cli/api/candles?symbol=EURUSD&tf=1m');
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({ return: false, code: 'quotes' });
  });
});

describe('candles over a real feed’s stored ticks', () => {
  it('are the stored prices per minute, with no candle for a minute the feed did not price', async () => {
    const asset = findAsset('USDCAD');
    if (!asset) throw new Error('no USDCAD');
    const base = NOW_S - (NOW_S % 60) - 600;
    const rows = [
      { second: base + 1, price: '1.36500' },
      { second: base + 30, price: '1.36540' },
      { second: base + 59, price: '1.36480' },
      { second: base + 60, price: '1.36490' },
      // Nothing in the second minute after; then two prices in the third.
      { second: base + 181, price: '1.36600' },
      { second: base + 200, price: '1.36610' },
    ].map((row) => ({ symbol: asset.symbol, atMs: row.second * 1000, ...row }));
    await server.db.insert(quoteTicks).values(rows);
    const reader = candleReader(storedQuoteSource(server.db));
    const now = new Date((base + 600) * 1000);
    const read = await reader.read({ asset, timeframe: '1m', to: base + 240, limit: 5 }, now);
    expect(read).toEqual([
      { time: base, open: '1.36500', high: '1.36540', low: '1.36480', close: '1.36490' },
      { time: base + 180, open: '1.36600', high: '1.36610', low: '1.36600', close: '1.36610' },
    ]);
    // Read again (from the kept candles): the same.
    expect(await reader.read({ asset, timeframe: '1m', to: base + 240, limit: 5 }, now)).toEqual(read);
    expect(TIMEFRAMES['1m']).toBe(60);
  });
});
