import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema.ts';
import { createPlatformApp } from '../../server/platform/app.ts';
import { findAsset } from '../../server/platform/assets.ts';
import { seededWalk } from '../../server/sandbox/price-walk.ts';
import { startServer, type TestServer } from './helpers.ts';

// The price walk must not be computable from outside: what an attacker has is this repository, i.e. the feed's
// formula, the public symbol and the server clock.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** The old feed's hash: a murmur3 finaliser over (symbol hash, octave, index), mapped to [-1, 1). */
function publicNoise(seed: number, octave: number, index: number): number {
  let h = (seed ^ Math.imul(octave + 1, 0x9e3779b1) ^ Math.imul(index | 0, 0x85ebca6b) ^ Math.imul(Math.floor(index / 2 ** 32), 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 2 ** 31 - 1;
}

/** The first walk's parameters (price at offset 0, scale of the offset, decimals). */
type OldAsset = { symbol: string; base: number; volatility: number; decimals: number };
const OLD_EURUSD: OldAsset = { symbol: 'EURUSD', base: 1.085, volatility: 0.00008, decimals: 5 };

/** The walk as it was printed before the seed: a copy of the public formula, keyed by the symbol alone. */
function publicFormulaQuote(asset: OldAsset, second: number): string {
  let seed = 2166136261;
  for (const char of asset.symbol) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  let offset = 0;
  for (let octave = 0; octave < 16; octave += 1) {
    const period = 2 ** octave;
    const index = Math.floor(second / period);
    const fraction = (second - index * period) / period;
    const a = publicNoise(seed, octave, index);
    const b = publicNoise(seed, octave, index + 1);
    offset += (a + (b - a) * fraction) * Math.sqrt(period);
  }
  return (asset.base * Math.exp(asset.volatility * offset)).toFixed(asset.decimals);
}

type Quotes = { ticks: { time: number; value: string }[] };

const quotes = async (platform: TestServer['platform'], symbol: string, since: number) =>
  (await (await platform.request(`/v2/cli/api/quotes?symbol=${symbol}&since=${since}`)).json()) as Quotes;

describe('the price feed is seeded with a secret', () => {
  it('serves ticks the public formula does not predict', async () => {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const { ticks } = await quotes(server.platform, 'EURUSD', now - 60);
    expect(ticks.length).toBeGreaterThanOrEqual(60);
    const predicted = ticks.filter((tick) => tick.value === publicFormulaQuote(OLD_EURUSD, tick.time));
    expect(predicted).toEqual([]);
  });

  it('keeps its seed in the database: a second app on it serves the same ticks, which that seed computes', async () => {
    const since = Math.floor(server.clock.now().getTime() / 1000) - 30;
    const fromPlatform = await quotes(server.platform, 'BTCUSD', since);
    const otherPlatform = createPlatformApp({ config: server.config, db: server.db, clock: server.clock });
    const fromOther = await quotes(otherPlatform, 'BTCUSD', since);
    expect(fromOther.ticks.slice(0, 30)).toEqual(fromPlatform.ticks.slice(0, 30));
    const [row] = await server.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'feed.seed'));
    expect(row?.value.length).toBeGreaterThanOrEqual(32);
    const asset = findAsset('BTCUSD');
    if (!asset || !row) throw new Error('no seed');
    // A process that starts later reads the row and computes the very same walk.
    const fresh = seededWalk(row.value);
    for (const tick of fromPlatform.ticks.slice(0, 30)) expect(tick.value).toBe(fresh.quoteAt(asset, tick.time));
  });

  it('lets a sandbox test fix the seed, so it can compute what it will be served and what a trade settles at', async () => {
    const set = await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: 'known-seed' }) });
    expect(set.status).toBe(200);
    const asset = findAsset('XAUUSD');
    if (!asset) throw new Error('no XAUUSD');
    const since = Math.floor(server.clock.now().getTime() / 1000) - 10;
    const { ticks } = await quotes(server.platform, 'XAUUSD', since);
    const known = seededWalk('known-seed');
    for (const tick of ticks) expect(tick.value).toBe(known.quoteAt(asset, tick.time));
    const empty = await server.app.request('/sandbox/feed_seed', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seed: '' }) });
    expect(empty.status).toBe(400);
  });
});
