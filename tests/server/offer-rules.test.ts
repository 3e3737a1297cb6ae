import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_ACCOUNT_QUIET_MS } from '../../common/popups.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { IQ_STEPS } from '../../common/offers.ts';
import { users } from '../../server/db/schema.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { offerDue, loadOfferRules, type OfferFacts, type OfferRules } from '../../server/offers/rules.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The offers the server makes by itself: a rule set in JSON (server/offers/rules.json) decides when an offer is
// named in trigger_new; each offer's reward is real and goes through the ledger.

const RULES = loadOfferRules(undefined) as OfferRules;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the rule set (pure)', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const facts = (more: Partial<OfferFacts> = {}): OfferFacts => ({ registeredAt: new Date(now.getTime() - 3 * DAY), firstDepositDeclined: false, lostToday: 0, lastOffered: {}, ...more });

  it('names IQ mining on the registration day only, and once', () => {
    expect(offerDue(RULES, facts({ registeredAt: new Date('2026-11-27T00:05:00Z') }), now)).toBe('modal_iq_one');
    expect(offerDue(RULES, facts({ registeredAt: new Date('2026-11-26T23:55:00Z') }), now)).toBeNull();
    expect(offerDue(RULES, facts({ registeredAt: new Date('2026-11-27T00:05:00Z'), lastOffered: { modal_iq_one: new Date('2026-11-27T00:06:00Z') } }), now)).toBeNull();
  });

  it('names the limited offer after a declined first deposit, not again for a week', () => {
    expect(offerDue(RULES, facts({ firstDepositDeclined: true }), now)).toBe('limited');
    expect(offerDue(RULES, facts({ firstDepositDeclined: true, lastOffered: { limited: new Date(now.getTime() - 167 * HOUR) } }), now)).toBeNull();
    expect(offerDue(RULES, facts({ firstDepositDeclined: true, lastOffered: { limited: new Date(now.getTime() - 169 * HOUR) } }), now)).toBe('limited');
  });

  it('names risk-free after three losing trades in a day, not again for three days', () => {
    expect(offerDue(RULES, facts({ lostToday: 2 }), now)).toBeNull();
    expect(offerDue(RULES, facts({ lostToday: 3 }), now)).toBe('modal_5_risk_free');
    expect(offerDue(RULES, facts({ lostToday: 5, lastOffered: { modal_5_risk_free: new Date(now.getTime() - 71 * HOUR) } }), now)).toBeNull();
  });

  it('takes the first rule that applies', () => {
    expect(offerDue(RULES, facts({ registeredAt: now, firstDepositDeclined: true, lostToday: 3 }), now)).toBe('limited');
  });

  it('refuses a rule set that is not one: unknown situations, a wrong offer for a situation, a bad reward', () => {
    expect(() => loadOfferRules('/nonexistent/rules.json')).toThrow(/OFFER_RULES/);
    const dir = mkdtempSync(join(tmpdir(), 'offer-rules-'));
    const file = join(dir, 'rules.json');
    const bad = [
      { rules: [{ offer: 'limited', when: 'full_moon', cooldown_hours: 1 }], iq_mining_reward: '1.00' },
      { rules: [{ offer: 'limited', when: 'losing_trades_today', at_least: 3, cooldown_hours: 1 }], iq_mining_reward: '1.00' },
      { rules: [], iq_mining_reward: '-5' },
    ];
    for (const set of bad) {
      writeFileSync(file, JSON.stringify(set));
      expect(() => loadOfferRules(file)).toThrow(/OFFER_RULES/);
    }
    writeFileSync(file, JSON.stringify({ rules: [{ offer: 'modal_iq_one', when: 'registration_day', cooldown_hours: 24 }], iq_mining_reward: '5.00' }));
    expect(loadOfferRules(file)?.rules).toHaveLength(1);
    expect(loadOfferRules('off')).toBeNull();
  });
});

let server: TestServer;
let app: TestServer['app'];
beforeAll(async () => {
  server = await startServer();
  app = server.appWith({ OFFER_RULES: '' });
});
afterAll(async () => {
  await server.close();
});

/**
 * A trader signed in on the app with the rules on; registered `daysAgo` days before the server's now, and past a new
 * account's quiet first minutes (common/popups.ts) even when registered today.
 */
async function trader(label: string, daysAgo = 2) {
  const t = await signedInTrader(server, { label, currency: 'USD', country: 'BR' });
  const registered = server.clock.now().getTime() - daysAgo * DAY - NEW_ACCOUNT_QUIET_MS - 60_000;
  await server.db.update(users).set({ regTime: new Date(registered) }).where(eq(users.id, t.id));
  const b = new Browser(app);
  await b.login(t.email, 'Trade1234!');
  const refresh = async () => (await json<{ user: { trigger_new: string } }>(await b.post('/api/fraud/user', {}))).user.trigger_new;
  let n = 0;
  const pay = async (number: string) =>
    json(
      await b.post(CARD_PATHS.FRAUD, {
        amount: '300', bonus: '0', fixed: false, currency: 'USD', deposit_id: `dep-${label}-${(n += 1)}`, idempotency_key: `key-${label}-${n}-${Date.now()}`,
        card: { cnu: number, cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Rule', ln: 'Trader', cu: 'FR' },
      }),
    );
  return { ...t, b, refresh, pay };
}

const bonusRows = (userId: number) =>
  server.db.select({ amount: accountTransactions.amount, reference: accountTransactions.reference }).from(accountTransactions).where(and(eq(accountTransactions.userId, userId), eq(accountTransactions.book, 'bonus')));

describe('offers made by the rules, at the user refresh', () => {
  it('IQ mining on the registration day, once; completing it credits its reward through the ledger, once', async () => {
    const t = await trader('iq', 0);
    expect(await t.refresh()).toBe('modal_iq_one');
    expect(await json(await t.b.post('/api/iq/start', {}))).toMatchObject({ return: true, offer: { name: 'modal_iq_one', status: 'accepted' } });
    for (let step = 0; step < IQ_STEPS; step += 1) expect(await json(await t.b.post('/api/iq/next', { step: String(step) }))).toMatchObject({ return: true });
    // The last step again (a second tab, a double tap) pays nothing more.
    await Promise.all([t.b.post('/api/iq/next', { step: String(IQ_STEPS - 1) }), t.b.post('/api/iq/next', { step: String(IQ_STEPS - 1) })]);
    const rows = await bonusRows(t.id);
    expect(rows).toEqual([{ amount: '10.00000000', reference: expect.stringMatching(/^offer:\d+$/) }]);
    const [user] = await server.db.select({ bonus: users.bonusSumm }).from(users).where(eq(users.id, t.id));
    expect(user?.bonus).toBe('10.00000000');
    const notices = await json<{ list?: { text: string }[]; notifications?: { text: string }[] }>(await t.b.post('/api/us/notifications', {}));
    expect(JSON.stringify(notices)).toContain('You completed IQ mining: $10.00 has been added to your bonus balance.');
    // Once per trader: not offered again, the same day or later.
    expect(await t.refresh()).toBe('0');
  });

  it('a declined offer is not made again while its rule cools down', async () => {
    const t = await trader('iq-declined', 0);
    expect(await t.refresh()).toBe('modal_iq_one');
    await t.b.post('/api/offers/decide', { name: 'modal_iq_one', answer: 'no' });
    expect(await t.refresh()).toBe('0');
  });

  it('the limited offer after a declined first deposit: its bonus is credited with the next deposit; a week of cool-down', async () => {
    const t = await trader('limited');
    expect(await t.refresh()).toBe('0');
    expect(await t.pay('4000000000009995')).toMatchObject({ return: false, code: 'insufficient_funds' });
    expect(await t.refresh()).toBe('limited');
    expect(await json(await t.b.post('/api/triggers/limited_yes', {}))).toMatchObject({ return: true, offer: { status: 'accepted' } });
    expect(await t.pay('4242424242424242')).toMatchObject({ return: true, status: 'approved' });
    // 30 % of 300 on top of the tier bonus: through the ledger, to the bonus balance.
    expect((await bonusRows(t.id)).map((row) => row.amount)).toContain('90.00000000');

    const other = await trader('limited-cool');
    await other.pay('4000000000009995');
    expect(await other.refresh()).toBe('limited');
    await server.clock.advance(181_000);
    // The client asks for the named offer (as its modal opens): the lapsed one expires, and trigger_new with it.
    expect(await json(await other.b.post('/api/offers/current', {}))).toMatchObject({ offer: null });
    expect(await other.refresh()).toBe('0');
    await server.clock.advance(160 * HOUR);
    expect(await other.refresh()).toBe('0');
    await server.clock.advance(9 * HOUR);
    expect(await other.refresh()).toBe('limited');
  });

  it('risk-free after three losing trades in a day', async () => {
    const t = await trader('losses');
    const [account] = await server.db.select({ id: users.currentAccountId }).from(users).where(eq(users.id, t.id));
    const lost = (n: number) =>
      server.db.insert(tradeOrders).values(
        Array.from({ length: n }, () => ({
          userId: t.id, accountId: account?.id ?? 0, symbol: 'EURUSD', direction: 'call' as const, amount: '10', currency: 'USD', payoutRate: '0.8',
          openPrice: '1.1', closePrice: '1.0', openTime: server.clock.now(), expiryTime: server.clock.now(), status: 'lost' as const, payout: '0',
        })),
      );
    await lost(2);
    expect(await t.refresh()).toBe('0');
    await lost(1);
    expect(await t.refresh()).toBe('modal_5_risk_free');
    expect(await json(await t.b.post('/api/offers/decide', { name: 'modal_5_risk_free', answer: 'no' }))).toMatchObject({ return: true });
    await lost(3);
    expect(await t.refresh()).toBe('0');
  });

  it('makes one offer when ten refreshes ask at once', async () => {
    const t = await trader('race', 0);
    const names = await Promise.all(Array.from({ length: 10 }, () => t.refresh()));
    // Each answer names the offer or, read just before it was made, none; the next refresh names it.
    expect(names).toContain('modal_iq_one');
    expect(names.every((name) => name === 'modal_iq_one' || name === '0')).toBe(true);
    expect(await t.refresh()).toBe('modal_iq_one');
    const { offers } = await import('../../server/db/schema-offers.ts');
    expect(await server.db.select().from(offers).where(eq(offers.userId, t.id))).toHaveLength(1);
  });
});
