import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_QUIET_MS } from '../../common/popups.ts';
import { issueSignal } from '../../server/signals/service.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The pop-ups a trader did not ask for (common/popups.ts), on the server's side: the quiet first minutes of a new
// account, no trade signals for an account that cannot trade, the trader's own choice, and once across devices.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Signals = { signals: { id: string }[] };
type User = { user: { trigger_new: string } };

const signalsOf = async (app: { post(path: string, body?: unknown): Promise<Response> }) => (await json<Signals>(await app.post('/api/signals'))).signals.map((s) => s.id);
const claim = async (app: { post(path: string, body?: unknown): Promise<Response> }, key: string) => (await json<{ show: boolean }>(await app.post('/api/popups/claim', { key }))).show;

describe('pop-ups the trader did not ask for', () => {
  it('a new account hears nothing but its first deposit for its first minutes, then one IQ mining offer', async () => {
    const trader = await signedInTrader(server, { label: 'quiet', amount: '100.00' });
    await issueSignal(server.db, trader.id, 'sig-quiet', { symbol: 'EURUSD', direction: 'call' }, server.clock.now());
    expect(await signalsOf(trader.app)).toEqual([]);
    expect(await claim(trader.app, 'tourney_weekend:2026-03-13')).toBe(false);
    expect((await json<User>(await trader.app.post('/api/fraud/user'))).user.trigger_new).toBe('0');

    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    expect(await signalsOf(trader.app)).toContain('sig-quiet');
    // Registration day: the rules' IQ mining offer comes now (with offer rules as npm start ships them).
    expect((await json<User>(await trader.app.post('/api/fraud/user'))).user.trigger_new).toBe('modal_iq_one');
    // The claim held back during the quiet minutes was not spent.
    expect(await claim(trader.app, 'tourney_weekend:2026-03-13')).toBe(true);
  });

  it('shows a pop-up once across tabs and devices: the second claim and the next poll find it shown', async () => {
    const trader = await signedInTrader(server, { label: 'once', amount: '100.00' });
    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    await issueSignal(server.db, trader.id, 'sig-once', { symbol: 'EURUSD', direction: 'put' }, server.clock.now());
    expect(await signalsOf(trader.app)).toContain('sig-once');
    const [phone, laptop] = await Promise.all([claim(trader.app, 'signal:sig-once'), claim(trader.app, 'signal:sig-once')]);
    expect([phone, laptop].filter(Boolean)).toHaveLength(1);
    expect(await signalsOf(trader.app)).not.toContain('sig-once');
    expect(await claim(trader.app, 'nonsense')).toBe(false);
  });

  it('sends no trade signal to an account that cannot trade: an empty one, or one the trading block stops', async () => {
    const empty = await signedInTrader(server, { label: 'empty' });
    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    await issueSignal(server.db, empty.id, 'sig-empty', { symbol: 'EURUSD', direction: 'call' }, server.clock.now());
    expect(await signalsOf(empty.app)).toEqual([]);
    expect(await claim(empty.app, 'signal:sig-empty')).toBe(false);
    // The spec's trading block: not verified, deposits made, not active.
    const blocked = await signedInTrader(server, { label: 'blocked', amount: '500.00' });
    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    const { users } = await import('../../server/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await server.db.update(users).set({ verification: 'Partial', depositsTotal: '500', status: 'USER_PENDING' }).where(eq(users.id, blocked.id));
    await issueSignal(server.db, blocked.id, 'sig-blocked', { symbol: 'EURUSD', direction: 'call' }, server.clock.now());
    expect(await signalsOf(blocked.app)).toEqual([]);
  });

  it("keeps the trader's choice: signals or offers turned off stay off on every device", async () => {
    const trader = await signedInTrader(server, { label: 'prefs', amount: '100.00' });
    expect(await json(await trader.app.post('/api/popups/prefs'))).toEqual({ return: true, signals: true, offers: true });
    expect(await json(await trader.app.post('/api/popups/prefs', { signals: false, offers: 'false' }))).toEqual({ return: true, signals: false, offers: false });
    await server.clock.advance(NEW_ACCOUNT_QUIET_MS);
    await issueSignal(server.db, trader.id, 'sig-off', { symbol: 'EURUSD', direction: 'call' }, server.clock.now());
    expect(await signalsOf(trader.app)).toEqual([]);
    expect((await json<User>(await trader.app.post('/api/fraud/user'))).user.trigger_new).toBe('0');
    expect(await json(await trader.app.post('/api/popups/prefs', { signals: true }))).toEqual({ return: true, signals: true, offers: false });
    expect(await signalsOf(trader.app)).toContain('sig-off');
  });
});
