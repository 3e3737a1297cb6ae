import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_QUIET_MS } from '../../common/popups.ts';
import { marketSignals } from '../../server/db/schema-trading.ts';
import { ASSETS } from '../../server/platform/assets.ts';
import { walkQuoteSource } from '../../server/sandbox/walk-quotes.ts';
import { issueMarketSignals } from '../../server/signals/issue.ts';
import { BAR_MS, createQuoteSignalSource, lastBarClose } from '../../server/signals/quote-source.ts';
import { startSignalScheduler } from '../../server/signals/scheduler.ts';
import type { SignalSource } from '../../server/signals/types.ts';
import { Browser, DEMO, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Signals = { return: boolean; signals: { id: string; symbol: string; direction: string; expires: number; reason: string | null }[] };

const sandboxSignal = (id: string, email: string = DEMO.email, more: Record<string, string> = {}) =>
  server.app.request('/sandbox/signal', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, id, ...more }) });

describe('signals', () => {
  it('lists a sandbox signal as due now, for that user only, until it expires', async () => {
    // The seeded demo account is as new as this server: past its quiet first minutes (server/popups).
    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    const b = new Browser(server.app);
    await b.login(DEMO.email, DEMO.password);
    expect((await json<Signals>(await b.post('/api/signals'))).signals).toEqual([]);

    const issued = await json<{ signal: { id: string } }>(await sandboxSignal('sig-1'));
    expect(issued.signal.id).toBe('sig-1');
    const due = await json<Signals>(await b.post('/api/signals'));
    expect(due.signals).toHaveLength(1);
    // Issued by hand: the asset and direction asked for (EURUSD call by default), and no rule to give a reason.
    expect(due.signals[0]).toMatchObject({ id: 'sig-1', symbol: 'EURUSD', direction: 'call', reason: null });

    const other = new Browser(server.app);
    await other.login('validate@example.com', DEMO.password);
    expect((await json<Signals>(await other.post('/api/signals'))).signals).toEqual([]);

    // Issuing the same id again re-arms it rather than duplicating it.
    await sandboxSignal('sig-1', DEMO.email, { symbol: 'XAUUSD', direction: 'put' });
    expect((await json<Signals>(await b.post('/api/signals'))).signals).toEqual([expect.objectContaining({ id: 'sig-1', symbol: 'XAUUSD', direction: 'put' })]);

    await server.clock.advance(60 * 60 * 1000 + 1);
    expect((await json<Signals>(await b.post('/api/signals'))).signals).toEqual([]);
  });

  it('refuses bad sandbox input and anonymous reads', async () => {
    expect((await sandboxSignal('bad id with spaces')).status).toBe(400);
    expect((await sandboxSignal('x', 'ghost@example.com')).status).toBe(404);
    expect((await sandboxSignal('x', DEMO.email, { symbol: 'DOGEUSD' })).status).toBe(400);
    expect((await sandboxSignal('x', DEMO.email, { direction: 'sideways' })).status).toBe(400);
    const b = new Browser(server.app);
    await b.primeCsrf();
    expect((await b.post('/api/signals')).status).toBe(401);
  });

  it('issues a market signal once per asset and bar when two processes on one database check the same bar', async () => {
    const source = createQuoteSignalSource(ASSETS, walkQuoteSource(server.db));
    // The next bar (on the server clock) on which the rule fires for some asset: quotes are a function of time.
    let barTime = lastBarClose(server.clock.now()) + BAR_MS;
    let expected = await source.candidates(new Date(barTime));
    while (expected.length === 0) {
      barTime += BAR_MS;
      expected = await source.candidates(new Date(barTime));
    }
    await server.clock.advance(barTime + 1_000 - server.clock.now().getTime());
    const now = server.clock.now();

    // Two processes, each with its own source, check the same bar at the same moment.
    const added = await Promise.all([issueMarketSignals(server.db, createQuoteSignalSource(ASSETS, walkQuoteSource(server.db)), now), issueMarketSignals(server.db, createQuoteSignalSource(ASSETS, walkQuoteSource(server.db)), now)]);
    expect(added[0] + added[1]).toBe(expected.length);
    expect(await issueMarketSignals(server.db, source, now)).toBe(0);
    const rows = await server.db.select().from(marketSignals).where(eq(marketSignals.barTime, new Date(barTime)));
    expect(rows.map((row) => row.symbol).toSorted()).toEqual(expected.map((candidate) => candidate.symbol).toSorted());

    // Every trader who can trade sees them (past a new account's quiet first minutes), from either app, with the
    // rule's reason in their language.
    const { app: trader } = await signedInTrader(server, { label: 'sig', amount: '100.00' });
    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    const other = new Browser(server.appWith({}));
    for (const [name, value] of trader.cookies) other.cookies.set(name, value);
    const seen = await json<Signals>(await trader.post('/api/signals'));
    const seenElsewhere = await json<Signals>(await other.post('/api/signals'));
    expect(seenElsewhere.signals).toEqual(seen.signals);
    const market = seen.signals.filter((signal) => signal.id.endsWith(`-${barTime / 1000}`));
    expect(market).toHaveLength(expected.length);
    for (const candidate of expected) {
      const signal = market.find((entry) => entry.symbol === candidate.symbol);
      const words = candidate.direction === 'call' ? 'above' : 'below';
      expect(signal).toEqual({ id: `${candidate.symbol}-${barTime / 1000}`, symbol: candidate.symbol, direction: candidate.direction, expires: barTime + 15 * 60_000, reason: `SMA 5 crossed ${words} SMA 20, RSI ${candidate.reason.rsi}` });
    }
    const ru = await json<Signals>(await trader.post('/api/signals', {}, { headers: { 'X-Lang': 'ru' } }));
    expect(ru.signals.find((signal) => signal.id === market[0]?.id)?.reason).toMatch(/^SMA 5 пересекла SMA 20 (снизу вверх|сверху вниз), RSI \d+$/);

    // Past the expiry they are gone.
    await server.clock.advance(15 * 60_000);
    expect((await json<Signals>(await trader.post('/api/signals'))).signals.filter((signal) => signal.id.endsWith(`-${barTime / 1000}`))).toEqual([]);
  });

  it('the scheduler checks on its timer and stops for good when asked', async () => {
    let checks = 0;
    const counting: SignalSource = {
      async candidates() {
        checks += 1;
        return [];
      },
    };
    const scheduler = startSignalScheduler({ db: server.db, clock: server.clock, source: counting }, 5);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await scheduler.stop();
    const stoppedAt = checks;
    expect(stoppedAt).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(checks).toBe(stoppedAt);
  });
});
