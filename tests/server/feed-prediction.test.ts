import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Direction, knotAwarePrediction, linearPrediction, type Tick } from './price-predictors.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// A binary option pays 1.80× the stake on a win, so a trader who wins more than 1/1.8 = 55.6 % of trades takes money
// from the platform. Whatever a trader can compute from the public ticks must therefore not call the next 30 s
// better than chance. This test is such a trader: through the public platform API only, it reads the last 256 s of
// ticks, lets a predictor choose Call or Put, trades 30 s, and counts the wins. The old walk (value noise, linear
// between knots at 2^k s) lost to both predictors; the walk with independent steps must not.

const BREAK_EVEN = 1 / 1.8;
const TRADES_PER_PREDICTOR = 400;
const EXPIRY_S = 30;
const WINDOW_S = 256;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'BTCUSD', 'XAUUSD'] as const;
/** A fixed instant and a fixed seed: the same seconds and the same walk on every run, whatever the day. */
const START = Date.UTC(2030, 0, 2, 0, 0, 0);
const SEED = 'feed-prediction test seed';

type Predictor = { name: string; choose(symbol: string, ticks: readonly Tick[]): Direction };

const PREDICTORS: readonly Predictor[] = [
  { name: 'linear (least squares over 256 s)', choose: (_symbol, ticks) => linearPrediction(ticks, EXPIRY_S) },
  { name: 'knot-aware (the old 2^k interpolation)', choose: (symbol, ticks) => knotAwarePrediction(symbol, ticks, EXPIRY_S) },
];

type Order = { id: number; status: string };

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { startAt: new Date(START), frozen: true });
  const fixed = await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: SEED }) });
  expect(fixed.status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

/** A trader with enough money for every trade, holding a platform bearer from the app's one-time handoff. */
async function platformTrader() {
  const { app } = await signedInTrader(server, { label: 'predictor', amount: '100000.00' });
  const minted = await json<{ token: string }>(await app.post('/api/platform/token'));
  const exchanged = await json<{ token: string }>(
    await server.platform.request('/cli/exchange', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: minted.token }) }),
  );
  return (path: string, init: RequestInit = {}) =>
    server.platform.request(path, { ...init, headers: { Authorization: `Bearer ${exchanged.token}`, 'Content-Type': 'application/json', ...init.headers } });
}

describe('the price feed cannot be predicted from its public ticks', () => {
  it(`no predictor of the last ${WINDOW_S} s wins ${TRADES_PER_PREDICTOR} trades of ${EXPIRY_S} s more often than break-even (55.6 %)`, async () => {
    const platform = await platformTrader();
    const byOrder = new Map<number, string>();
    for (let step = 0; step < TRADES_PER_PREDICTOR; step += 1) {
      const symbol = SYMBOLS[step % SYMBOLS.length] ?? 'EURUSD';
      const now = Math.floor(server.clock.now().getTime() / 1000);
      const quotes = await json<{ return: boolean; ticks: Tick[] }>(await platform(`/v2/cli/api/quotes?symbol=${symbol}&since=${now - WINDOW_S}`));
      expect(quotes.ticks).toHaveLength(WINDOW_S);
      for (const predictor of PREDICTORS) {
        const direction = predictor.choose(symbol, quotes.ticks);
        const opened = await json<{ return: boolean; order: Order }>(
          await platform('/v2/cli/api/order/open', { method: 'POST', body: JSON.stringify({ symbol, direction, amount: '1', expiry: String(EXPIRY_S) }) }),
        );
        expect(opened.return).toBe(true);
        byOrder.set(opened.order.id, predictor.name);
      }
      // Past expiry; reading the orders settles them.
      await server.clock.advance(EXPIRY_S * 1000 + 1000);
      await platform('/v2/cli/api/order/search?limit=1');
    }

    const { orders } = await json<{ orders: Order[] }>(await platform('/v2/cli/api/order/search?limit=999'));
    const figures = PREDICTORS.map((predictor) => {
      const mine = orders.filter((order) => byOrder.get(order.id) === predictor.name);
      const wins = mine.filter((order) => order.status === 'won').length;
      const ties = mine.filter((order) => order.status === 'tie').length;
      return { predictor: predictor.name, trades: mine.length, open: mine.filter((order) => order.status === 'open').length, wins, ties, rate: wins / mine.length };
    });
    for (const figure of figures) console.info(`${figure.predictor}: won ${figure.wins} of ${figure.trades} (${(figure.rate * 100).toFixed(1)} %), ${figure.ties} ties`);
    for (const figure of figures) {
      expect(figure.trades).toBe(TRADES_PER_PREDICTOR);
      expect(figure.open).toBe(0);
      expect(figure.rate, figure.predictor).toBeLessThan(BREAK_EVEN);
    }
  }, 300_000);
});
