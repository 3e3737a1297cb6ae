import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../server/db/schema.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { settleDue } from '../../server/platform/trading.ts';
import { type Browser, json, providedDeps, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Offer = { id: number; name: string; status: string; expires_at: number; amount: string | null; progress: number; steps: number };
type Reply = { return: boolean; offer?: Offer | null; code?: string; now?: number; first?: boolean; url?: string };

const trigger = (email: string, name: string, amount?: string) =>
  server.app.request('/sandbox/trigger', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, name, ...(amount ? { amount } : {}) }) });

const call = async (app: Browser, path: string, body: Record<string, unknown> = {}) => json<Reply>(await app.post(path, body));
const userField = async (app: Browser) => (await json<{ user: { trigger_new: string; bonus_summ: string } }>(await app.post('/api/fraud/user'))).user;

/** A settled-at-once loss: a call opened far above any quote, expiring now. */
async function losingTrade(userId: number, stake: string, openedAt: Date) {
  const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, userId));
  if (!account) throw new Error('no account');
  await server.db.update(accounts).set({ amount: '0' }).where(eq(accounts.id, account.id));
  await server.db.insert(tradeOrders).values({
    userId,
    accountId: account.id,
    symbol: 'EURUSD',
    direction: 'call',
    amount: stake,
    currency: 'USD',
    payoutRate: '0.8',
    openPrice: '999999',
    openTime: openedAt,
    expiryTime: new Date(openedAt.getTime() + 30_000),
    status: 'open',
  });
  return account.id;
}

describe('offers (trigger_new, /api/offers/*, limited, risk-free, IQ mining, ladder, mobile)', () => {
  it('a sandbox trigger names the offer in the user refresh; limited_yes grants it once and the next deposit carries +30 % once', async () => {
    const { app, email } = await signedInTrader(server, { label: 'offer-limited' });
    expect((await trigger(email, 'nope')).status).toBe(400);
    expect((await trigger(email, 'limited')).status).toBe(200);
    expect((await userField(app)).trigger_new).toBe('limited');
    const current = await call(app, '/api/offers/current');
    expect(current.offer).toMatchObject({ name: 'limited', status: 'offered' });
    const left = (current.offer?.expires_at ?? 0) - (current.now ?? 0);
    expect(left).toBeGreaterThan(170_000);
    expect(left).toBeLessThanOrEqual(180_000);

    const [first, second] = await Promise.all([call(app, '/api/triggers/limited_yes'), call(app, '/api/triggers/limited_yes')]);
    expect([first.return, second.return].filter(Boolean)).toHaveLength(1);
    expect((await userField(app)).trigger_new).toBe('0');

    const deposit = async (key: string) => json(await app.post('/api/pay/perfect', { amount: '300', currency: 'USD', bonus: '0', fixed: false }, { headers: { 'Idempotency-Key': key } }));
    expect(await deposit('offer-limited-dep-1')).toMatchObject({ return: true, status: 'approved' });
    expect((await userField(app)).bonus_summ).toBe('90.00');
    await deposit('offer-limited-dep-2');
    expect((await userField(app)).bonus_summ).toBe('90.00');
  });

  it('limited_ignore, or the end of the 180 s countdown, dismisses the offer for good', async () => {
    const a = await signedInTrader(server, { label: 'offer-ignore' });
    await trigger(a.email, 'limited');
    expect(await call(a.app, '/api/triggers/limited_ignore')).toMatchObject({ return: true, offer: { status: 'declined' } });
    expect(await call(a.app, '/api/triggers/limited_yes')).toMatchObject({ return: false, code: 'offer.gone' });

    const b = await signedInTrader(server, { label: 'offer-expire' });
    await trigger(b.email, 'limited');
    await server.clock.advance(181_000);
    expect((await call(b.app, '/api/offers/current')).offer).toBeNull();
    expect((await userField(b.app)).trigger_new).toBe('0');
    expect(await call(b.app, '/api/triggers/limited_yes')).toMatchObject({ return: false });
  });

  it('risk-free: the next losing trade in the window is refunded once, up to the cap', async () => {
    const { app, email, id } = await signedInTrader(server, { label: 'offer-riskfree' });
    await trigger(email, 'modal_5_risk_free', '20');
    expect((await call(app, '/api/offers/current')).offer).toMatchObject({ name: 'modal_5_risk_free', amount: '20.00' });
    expect(await call(app, '/api/offers/decide', { name: 'modal_5_risk_free', answer: 'yes' })).toMatchObject({ return: true, offer: { status: 'accepted' } });

    const openedAt = server.clock.now();
    const accountId = await losingTrade(id, '50', openedAt);
    await losingTrade(id, '30', openedAt);
    await server.clock.advance(31_000);
    // Two settlements at once (a read and the sweep): one refund.
    await Promise.all([settleDue(providedDeps(server), id, server.clock.now()), settleDue(providedDeps(server), id, server.clock.now())]);
    const orders = await server.db.select().from(tradeOrders).where(eq(tradeOrders.userId, id));
    expect(orders.every((order) => order.status === 'lost')).toBe(true);
    const refunds = await server.db.select().from(accountTransactions).where(eq(accountTransactions.userId, id));
    expect(refunds.filter((tx) => tx.trType === 'offer_refund').map((tx) => tx.amount)).toEqual(['20.00000000']);
    const [account] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.amount).toBe('20.00000000');
  });

  it('a declined risk-free offer refunds nothing', async () => {
    const { app, email, id } = await signedInTrader(server, { label: 'offer-declined' });
    await trigger(email, 'modal_5_risk_free');
    await call(app, '/api/offers/decide', { name: 'modal_5_risk_free', answer: 'no' });
    await losingTrade(id, '10', server.clock.now());
    await server.clock.advance(31_000);
    await settleDue(providedDeps(server), id, server.clock.now());
    const rows = await server.db.select().from(accountTransactions).where(eq(accountTransactions.userId, id));
    expect(rows.filter((tx) => tx.trType === 'offer_refund')).toEqual([]);
  });

  it('IQ mining starts (iq_start) and moves one step per step seen, to the end', async () => {
    const { app, email, id } = await signedInTrader(server, { label: 'offer-iq' });
    await trigger(email, 'modal_iq_one');
    expect(await call(app, '/api/iq/start')).toMatchObject({ return: true, offer: { name: 'modal_iq_one', status: 'accepted', progress: 0, steps: 5 } });
    const [row] = await server.db.select({ iqStart: users.iqStart }).from(users).where(eq(users.id, id));
    expect(row?.iqStart).toBe('1');
    expect((await call(app, '/api/iq/next', { step: 0 })).offer?.progress).toBe(1);
    expect((await call(app, '/api/iq/next', { step: 0 })).offer?.progress).toBe(1); // the same click twice
    for (let step = 1; step < 5; step += 1) await call(app, '/api/iq/next', { step });
    // Finished: it pays once per trader (the rule set's IQ rule has no cool-down), so it does not start again.
    expect(await call(app, '/api/iq/start')).toMatchObject({ return: false, code: 'iq.done' });
  });

  it('pays IQ mining once, however often it is started and finished, also five runs at once', async () => {
    const { app, id } = await signedInTrader(server, { label: 'offer-iq-once' });
    const run = async () => {
      await call(app, '/api/iq/start');
      for (let step = 0; step < 5; step += 1) await call(app, '/api/iq/next', { step });
    };
    for (let round = 0; round < 5; round += 1) await run();
    const racer = await signedInTrader(server, { label: 'offer-iq-race' });
    await Promise.all(Array.from({ length: 5 }, () => racer.app.post('/api/iq/start')));
    await Promise.all(Array.from({ length: 5 }, async () => {
      for (let step = 0; step < 5; step += 1) await racer.app.post('/api/iq/next', { step: String(step) });
    }));
    for (const userId of [id, racer.id]) {
      const rewards = await server.db.select().from(accountTransactions).where(and(eq(accountTransactions.userId, userId), eq(accountTransactions.book, 'bonus'), like(accountTransactions.reference, 'offer:%')));
      expect(rewards, `user ${userId}`).toHaveLength(1);
      const [user] = await server.db.select({ bonus: users.bonusSumm }).from(users).where(eq(users.id, userId));
      expect(user?.bonus).toBe('10.00000000');
    }
  });

  it('answers the ladder url, the mobile trigger once, and names the offer in the /api/rpc answer', async () => {
    const { app, email } = await signedInTrader(server, { label: 'offer-misc' });
    expect(await call(app, '/api/us/ladder')).toMatchObject({ return: true, url: '/en/trading#/show/funding/ladder' });
    expect(await call(app, '/api/triggers/mobile')).toMatchObject({ return: true, first: true });
    expect(await call(app, '/api/triggers/mobile')).toMatchObject({ return: true, first: false });
    await trigger(email, 'signals');
    expect(await json(await app.post('/api/rpc', { worker: 'cascade', cascade: '', cascade_exec: '' }))).toMatchObject({ trigger_new: 'signals' });
  });

  it("an answer that arrives after a newer offer was made leaves the newer one named (a trader's late 'Got it')", async () => {
    const { app, email } = await signedInTrader(server, { label: 'offer-late-answer' });
    await trigger(email, 'signals');
    expect((await userField(app)).trigger_new).toBe('signals');
    await trigger(email, 'ladder'); // the open 'signals' expires, 'ladder' is named
    const late = await call(app, '/api/offers/decide', { name: 'signals', answer: 'no' });
    expect(late.offer ?? null).toBeNull();
    expect((await userField(app)).trigger_new).toBe('ladder');
    expect((await call(app, '/api/offers/current')).offer).toMatchObject({ name: 'ladder', status: 'offered' });
    // Its own answer still closes it.
    await call(app, '/api/offers/decide', { name: 'ladder', answer: 'no' });
    expect((await userField(app)).trigger_new).toBe('0');
  });

  it('makes no copy-trading offer: the app has no copy trading (neither the control nor a modal text knows it)', async () => {
    const { app, email } = await signedInTrader(server, { label: 'offer-no-copy' });
    expect((await trigger(email, 'copy')).status).toBe(400);
    expect((await userField(app)).trigger_new).toBe('0');
    expect((await app.send('/api/ag/copy?lang=en')).status).toBe(404);
  });

  it('serves every offer modal text in en and ru', async () => {
    const { app } = await signedInTrader(server, { label: 'offer-copy' });
    for (const path of ['/api/ag/modal_5_risk_free', '/api/ag/modal_iq_one', '/api/ag/ladder', '/api/ag/signals', '/api/modal/limited']) {
      const en = await (await app.send(`${path}?lang=en`)).text();
      const ru = await (await app.send(`${path}?lang=ru`)).text();
      expect(en, path).toMatch(/<p class="lead">[A-Z]/);
      expect(ru, path).toMatch(/[А-Яа-я]/);
    }
  });
});
