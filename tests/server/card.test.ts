import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../../server/db/schema.ts';
import { cardAttempts } from '../../server/db/schema-cards.ts';
import { CARD_PATHS as PAY_PATHS } from '../../common/card-paths.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { STALE_PROCESSING_MS } from '../../server/cards/service.ts';
import { attemptDecisions } from '../../server/cards/decide.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; status?: string; code?: string; message?: string; cascade?: boolean; transaction_id?: string; redirect?: string; method?: string; dialog?: string; token?: string };
type Charge = { processor: string; amount: string; status: string; idempotency_key: string; last4: string };

const CARDS = {
  ok: '4242 4242 4242 4242',
  declineFirst: '4000-0000-0000-0002',
  threeDs: '4000000000003220',
  pending: '4000000000000259',
  funds: '4000000000009995',
  expired: '4000000000000069',
  all: '4000000000000341',
  master: '5555555555554444',
} as const;

/** The Entropay redirect URL the client builds, with the browser's CSRF token unless `extra` says otherwise. */
const entroUrl = (t: { app: Browser }, deposit: string, extra: Record<string, string> = {}) =>
  `/api/entro/redirect?${new URLSearchParams({ amount: '300', fixed: 'false', bonus: '0', currency: 'USD', deposit_id: deposit, idempotency_key: `${deposit}.1.ENTROPAY`, csrf: t.app.cookies.get('csrf') ?? '', ...extra }).toString()}`;

async function trader(currency = 'USD', country = 'BR') {
  const { id, email, app } = await signedInTrader(server, { label: 'card', currency, country, firstName: 'Card', lastName: 'Holder' });
  let seq = 0;
  const zoomToken = async () => (await json<Reply>(await app.post('/api/zoom', { action: 'session', amount: '300' }))).token ?? '';
  const pay = async (processor: keyof typeof PAY_PATHS, number: string, options: { amount?: string; key?: string; deposit?: string; token?: string } = {}) => {
    seq += 1;
    // ZOOM's pay call brings a session token (spec §7), as the client's does.
    const token = processor === 'ZOOM' ? { token: options.token ?? (await zoomToken()) } : {};
    const body = {
      ...token,
      amount: options.amount ?? '300',
      bonus: '0',
      fixed: false,
      currency,
      deposit_id: options.deposit ?? `dep-${seq}-xxxxxxxx`,
      idempotency_key: options.key ?? `key-${seq}-${Date.now()}`,
      card: { cnu: number, cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Card', ln: 'Holder', cu: 'FR' },
    };
    return json<Reply>(await app.post(PAY_PATHS[processor], body));
  };
  const listen = async (transactionId: string) => json<Reply>(await app.post('/api/card/listen/pfs', { id: transactionId }));
  /** The trader ticks "Remember this card" for the card `pay` uses: only such a card is kept for quick top-ups. */
  const remember = async (number: string) =>
    app.post('/api/card/save', { card: { cnu: number, emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Card', ln: 'Holder', cu: 'FR', cur: currency } });
  const charges = async () => (await json<{ charges: Charge[] }>(await server.app.request(`/sandbox/charges?email=${encodeURIComponent(email)}`))).charges;
  const balance = async () => {
    const [row] = await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, id));
    return row?.amount;
  };
  return { id, email, app, pay, listen, remember, charges, balance, zoomToken };
}

// The processors that take the card in our pay call (ENTROPAY asks for its PIN first; EZPAY, SHAPE and AGNI take the
// card on their own hosted pages: tests/server/card-processors.test.ts runs the test cards through those). VLOAD is
// here for its card-taking POST /api/card/fast/vload, kept for API callers; the client uses its hosted page.
const HOSTED = ['ENTROPAY', 'EZPAY', 'SHAPE', 'AGNI'];
const PROCESSORS = Object.keys(PAY_PATHS).filter((name) => !HOSTED.includes(name)) as (keyof typeof PAY_PATHS)[];

describe('test cards on every processor', () => {
  it.each(PROCESSORS)('%s: 4242 and 5555 approve, 9995 and 0069 stop, 0341 declines, 0002 declines first then approves', async (processor) => {
    const t = await trader();
    expect(await t.pay(processor, CARDS.ok)).toMatchObject({ return: true, status: 'approved' });
    expect(await t.pay(processor, CARDS.master)).toMatchObject({ return: true, status: 'approved' });
    const funds = await t.pay(processor, CARDS.funds);
    expect(funds).toMatchObject({ return: false, code: 'insufficient_funds', message: 'Not sufficient funds', cascade: false });
    const expired = await t.pay(processor, CARDS.expired);
    expect(expired.return).toBe(false);
    expect(expired.cascade).toBe(false);
    const all = await t.pay(processor, CARDS.all);
    expect(all.return).toBe(false);
    if (processor !== 'ZOOM') expect(all.cascade).toBe(true);
    else expect(all.code).toBe('05');
    expect(await t.pay(processor, CARDS.declineFirst, { deposit: 'dep-shared-xxxx' })).toMatchObject({ return: false, cascade: true });
    expect(await t.pay(processor, CARDS.declineFirst, { deposit: 'dep-shared-xxxx' })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.balance()).toBe('900.00000000');
  });

  it('PFS refuses the countries of spec §5, and cascades', async () => {
    const t = await trader('USD', 'GB');
    expect(await t.pay('PFS', CARDS.ok)).toMatchObject({ return: false, code: 'pfs_country', cascade: true });
    expect(await t.pay('ORANGE', CARDS.ok)).toMatchObject({ status: 'approved' });
  });

  it('speaks each processor dialect', async () => {
    const t = await trader();
    expect(await t.pay('CONCEPT', CARDS.all)).toMatchObject({ code: '003', message: 'Card is blacklisted' });
    expect(await t.pay('EARTH', CARDS.expired)).toMatchObject({ code: 'need_new_card', cascade: false });
    expect(await t.pay('FINITY', CARDS.expired)).toMatchObject({ code: 'need_new_card' });
    expect(await t.pay('ZOOM', CARDS.declineFirst)).toMatchObject({ code: '14', cascade: true });
  });

  it('3220 redirects to the challenge page; Approve credits once and returns to the listen route', async () => {
    const t = await trader();
    const first = await t.pay('VLOAD', CARDS.threeDs);
    expect(first).toMatchObject({ return: true, status: 'redirect', method: 'get' });
    const page = await server.app.request(first.redirect ?? '');
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Approve');
    expect(text).not.toContain('4000000000003220');
    const approve = () =>
      server.app.request(first.redirect ?? '', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
    const back = await approve();
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toMatch(/^\/en\/trading#\/listen\/funding\/VLOAD\/tx_[0-9a-f]+\//);
    await approve(); // a second click changes nothing
    expect(await t.listen(first.transaction_id ?? '')).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('3220 Decline cascades', async () => {
    const t = await trader();
    const first = await t.pay('FRAUD', CARDS.threeDs);
    await server.app.request(first.redirect ?? '', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=decline' });
    expect(await t.listen(first.transaction_id ?? '')).toMatchObject({ return: false, cascade: true });
    expect(await t.balance()).toBe('0.00000000');
  });

  it('0259 is processing twice, then approved, credited once', async () => {
    const t = await trader();
    const first = await t.pay('FRAUD', CARDS.pending);
    expect(first).toMatchObject({ status: 'pending' });
    const id = first.transaction_id ?? '';
    expect(await t.listen(id)).toMatchObject({ status: 'pending' });
    expect(await t.listen(id)).toMatchObject({ status: 'pending' });
    expect(await t.listen(id)).toMatchObject({ status: 'approved' });
    expect(await t.listen(id)).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('Entropay opens the PIN dialog, then charges on the cvv', async () => {
    const t = await trader();
    const first = await t.pay('ENTROPAY', CARDS.ok, { key: 'entro-key-0001' });
    expect(first).toMatchObject({ status: 'dialog', dialog: 'dialog_entro_pin' });
    expect(await json<Reply>(await t.app.post('/api/entro/cvv', { idempotency_key: 'entro-key-0001', cvv: '1' }))).toMatchObject({ message: 'Please fill cvv!' });
    expect(await json<Reply>(await t.app.post('/api/entro/cvv', { idempotency_key: 'entro-key-0001', cvv: '123' }))).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('ZOOM hands out a session token', async () => {
    const t = await trader();
    expect(await json<Reply>(await t.app.post('/api/zoom', { action: 'session', amount: '300' }))).toMatchObject({ return: true });
  });

  it('ZOOM pays only with a session token handed to this trader, once; otherwise declined with cascade and no charge', async () => {
    const t = await trader();
    const other = await trader();
    const refused = { return: false, code: 'zoom_session', message: 'The payment session is unknown or already used. Please try again.', cascade: true };
    expect(await t.pay('ZOOM', CARDS.ok, { token: '' })).toMatchObject(refused);
    expect(await t.pay('ZOOM', CARDS.ok, { token: 'made-up-token-made-up-token-made-up' })).toMatchObject(refused);
    expect(await t.pay('ZOOM', CARDS.ok, { token: await other.zoomToken() })).toMatchObject(refused);
    const token = await t.zoomToken();
    expect(await t.pay('ZOOM', CARDS.ok, { token, key: 'zoom-key-0001' })).toMatchObject({ return: true, status: 'approved' });
    // The same key replays its answer; a new payment with the spent token is refused.
    expect(await t.pay('ZOOM', CARDS.ok, { token, key: 'zoom-key-0001' })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.pay('ZOOM', CARDS.ok, { token })).toMatchObject(refused);
    expect(await t.balance()).toBe('300.00000000');
    expect((await t.charges()).filter((charge) => charge.status === 'approved')).toHaveLength(1);
    // Only the hash is kept.
    expect(JSON.stringify(await server.db.execute('select * from zoom_sessions'))).not.toContain(token);
  });

  it('/api/debug/zoom_script describes the sandbox ZOOM session, and is absent without the sandbox', async () => {
    const t = await trader();
    await t.zoomToken();
    const script = await t.app.send('/api/debug/zoom_script');
    expect(script.status).toBe(200);
    expect(await script.json()).toEqual({ return: true, sandbox: true, processor: 'ZOOM', session_call: '/api/zoom', pay_call: PAY_PATHS.ZOOM, single_use: true, open_sessions: 1 });
    expect((await server.app.request('/api/debug/zoom_script')).status).toBe(200);
    expect((await server.appWith({ SANDBOX: '0' }).request('/api/debug/zoom_script')).status).toBe(404);
  });
});

describe('idempotency', () => {
  it('a repeated key answers the first answer and never charges again', async () => {
    const t = await trader();
    const once = await t.pay('FRAUD', CARDS.ok, { key: 'same-key-0001' });
    const twice = await t.pay('FRAUD', CARDS.ok, { key: 'same-key-0001' });
    const other = await t.pay('VLOAD', CARDS.funds, { key: 'same-key-0001' });
    expect(twice).toEqual(once);
    expect(other).toEqual(once);
    expect(await t.balance()).toBe('300.00000000');
    expect((await t.charges()).filter((charge) => charge.status === 'approved')).toHaveLength(1);
    // The approved deposit is in the trader's transactions, once (CONTRACT.md).
    const deposits = await server.db.select().from(accountTransactions).where(and(eq(accountTransactions.userId, t.id), eq(accountTransactions.trType, 'deposit')));
    expect(deposits.map((row) => row.amount)).toEqual(['300.00000000']);
  });

  it('parallel requests with one key charge once', async () => {
    const t = await trader();
    await Promise.all(Array.from({ length: 5 }, () => t.pay('FRAUD', CARDS.ok, { key: 'race-key-0001' })));
    expect(await t.balance()).toBe('300.00000000');
  });

  it('the outcome call reports a known key and burns an unknown one', async () => {
    const t = await trader();
    await t.pay('FRAUD', CARDS.ok, { key: 'known-key-0001' });
    const known = await json<{ known: boolean; reply: Reply }>(await t.app.post('/api/card/outcome', { idempotency_key: 'known-key-0001' }));
    expect(known).toMatchObject({ known: true, reply: { status: 'approved' } });
    // A GET changes nothing: asking spends a key, so there is no GET form of the outcome call.
    expect((await t.app.send('/api/card/outcome?key=known-key-0001')).status).toBe(404);
    const unknown = await json<{ known: boolean }>(await t.app.post('/api/card/outcome', { idempotency_key: 'lost-key-0001' }));
    expect(unknown.known).toBe(false);
    // The request arrives late: it is void and charges nothing.
    const late = await t.pay('FRAUD', CARDS.ok, { key: 'lost-key-0001' });
    expect(late).toMatchObject({ return: false, code: 'void' });
    expect(await t.balance()).toBe('300.00000000');
    expect((await t.charges()).map((charge) => charge.idempotency_key)).toEqual(['known-key-0001']);
  });

  it('an attempt left processing by a request that died settles as declined with cascade after the bound, and a late decision charges nothing', async () => {
    const t = await trader();
    // The rows a request leaves when it throws between the insert and the decision.
    const died = async (key: string, ageMs: number) => {
      const at = new Date(server.clock.now().getTime() - ageMs);
      const [row] = await server.db
        .insert(cardAttempts)
        .values({ userId: t.id, idempotencyKey: key, processor: 'FRAUD', amount: '300', currency: 'USD', status: 'processing', transactionId: `tx_${key}`, scenario: 'approve', createdAt: at, processingSince: at })
        .returning();
      if (!row) throw new Error('not inserted');
      return row;
    };
    const fresh = await died('fresh-key-0001', 5_000);
    expect(await json<{ reply: Reply }>(await t.app.post('/api/card/outcome', { idempotency_key: 'fresh-key-0001' }))).toMatchObject({ reply: { status: 'pending' } });
    expect(await t.listen(fresh.transactionId)).toMatchObject({ status: 'pending' });

    const stale = await died('stale-key-0001', STALE_PROCESSING_MS + 1_000);
    const outcome = await json<{ known: boolean; reply: Reply }>(await t.app.post('/api/card/outcome', { idempotency_key: 'stale-key-0001' }));
    expect(outcome).toMatchObject({ known: true, reply: { return: false, code: 'server_error', cascade: true } });
    expect(await t.listen(stale.transactionId)).toMatchObject({ return: false, code: 'server_error', cascade: true });
    const viaListen = await died('stale-key-0002', STALE_PROCESSING_MS + 1_000);
    expect(await t.listen(viaListen.transactionId)).toMatchObject({ return: false, cascade: true });
    // The same key again replays the decline; the dead request's decision, arriving late, changes nothing.
    expect(await t.pay('FRAUD', CARDS.ok, { key: 'stale-key-0001' })).toMatchObject({ return: false, cascade: true });
    const { finish } = attemptDecisions({ db: server.db, clock: server.clock });
    expect(await finish(stale, { status: 'succeeded', chargeId: 'ch_late_1', card: null })).toMatchObject({ return: false });
    expect(await finish(viaListen, { status: 'processing', chargeId: 'ch_late_2', card: null })).toMatchObject({ return: false });
    expect(await t.balance()).toBe('0.00000000');
    expect((await t.charges()).filter((charge) => charge.status === 'approved')).toEqual([]);
  });

  it('requires a key', async () => {
    const t = await trader();
    const response = await t.app.post(PAY_PATHS.FRAUD, { amount: '300', card: { cnu: CARDS.ok } });
    expect(response.status).toBe(400);
  });
});

describe('limits and storage', () => {
  it('a fourth approved card transaction in a day answers day_limit; the next day it works again', async () => {
    const t = await trader();
    for (let i = 0; i < 3; i += 1) expect(await t.pay('FRAUD', CARDS.ok)).toMatchObject({ status: 'approved' });
    expect(await t.pay('VLOAD', CARDS.ok)).toMatchObject({ return: false, code: 'day_limit', cascade: false });
    expect(await t.balance()).toBe('900.00000000');
    await server.clock.advance(24 * 60 * 60 * 1000);
    expect(await t.pay('FRAUD', CARDS.ok)).toMatchObject({ status: 'approved' });
  });

  it('parallel deposits cannot pass the daily limit together', async () => {
    const t = await trader();
    const replies = await Promise.all(Array.from({ length: 6 }, () => t.pay('FRAUD', CARDS.ok)));
    expect(replies.filter((reply) => reply.status === 'approved')).toHaveLength(3);
    expect(replies.filter((reply) => reply.code === 'day_limit')).toHaveLength(3);
    expect(await t.balance()).toBe('900.00000000');
  });

  it('a pending charge approved past the limit is declined with day_limit', async () => {
    const t = await trader();
    const pending = await t.pay('FRAUD', CARDS.pending);
    for (let i = 0; i < 3; i += 1) await t.pay('FRAUD', CARDS.ok);
    const id = pending.transaction_id ?? '';
    await t.listen(id);
    await t.listen(id);
    expect(await t.listen(id)).toMatchObject({ return: false, code: 'day_limit', cascade: false });
    expect(await t.balance()).toBe('900.00000000');
  });

  it('refuses less than the minimum deposit (RUB × 60)', async () => {
    const t = await trader();
    expect(await t.pay('FRAUD', CARDS.ok, { amount: '249' })).toMatchObject({ code: 'min_deposit', message: 'Wrong amount! Min deposit $250.00' });
    const r = await trader('RUB');
    expect(await r.pay('FRAUD', CARDS.ok, { amount: '14999' })).toMatchObject({ message: 'Wrong amount! Min deposit 15,000.00 RUB' });
    expect(await r.pay('FRAUD', CARDS.ok, { amount: '15000' })).toMatchObject({ status: 'approved' });
    await server.db.update(users).set({ minDeposit: '500' }).where(eq(users.id, t.id));
    expect(await t.pay('FRAUD', CARDS.ok, { amount: '499' })).toMatchObject({ message: 'Wrong amount! Min deposit $500.00' });
    const limits = await json<{ min_deposit: string; cascade: string; factor: number }>(await r.app.post('/api/funding/limits'));
    expect(limits).toMatchObject({ min_deposit: '15000', factor: 60, cascade: 'FRAUD,VLOAD' });
  });

  it('refuses a currency other than the current account\'s', async () => {
    const t = await trader();
    const reply = await json<Reply>(
      await t.app.post(PAY_PATHS.FRAUD, {
        amount: '300',
        currency: 'EUR',
        idempotency_key: 'eur-key-0001',
        card: { cnu: CARDS.ok, cvv: '123', emm: '12', eyy: '2031', fn: 'A', ln: 'B', cu: 'FR' },
      }),
    );
    expect(reply).toMatchObject({ return: false, code: 'currency', cascade: false });
    expect(await t.balance()).toBe('0.00000000');
  });

  it('never stores a card number, in any table', async () => {
    const t = await trader();
    await t.pay('FRAUD', CARDS.ok);
    await t.app.post('/api/card/save', { card: { cnu: CARDS.master, emm: '12', eyy: '2031', fn: 'A', ln: 'B', cu: 'FR', cur: 'USD' } });
    const dump = await server.db.execute('select * from card_attempts');
    const text = JSON.stringify(dump);
    expect(text).not.toContain('4242424242424242');
    const saved = JSON.stringify(await server.db.execute('select * from saved_cards'));
    expect(saved).not.toContain('5555555555554444');
    expect(saved).toContain('4444');
    const [row] = await server.db.select().from(cardAttempts).where(eq(cardAttempts.userId, t.id));
    expect(row).toMatchObject({ brand: 'visa', last4: '4242', expMonth: '12' });
  });

  it('per-user cascade and the server setting decide the stack', async () => {
    const t = await trader();
    const ask = async () => (await json<{ cascade: string }>(await t.app.post('/api/rpc', { worker: 'cascade', cascade: 'FRAUD,VLOAD', cascade_exec: 'FRAUD' }))).cascade;
    expect(await ask()).toBe('FRAUD,VLOAD');
    await server.app.request('/sandbox/cascade', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cascade: 'ORANGE,PFS' }) });
    expect(await ask()).toBe('ORANGE,PFS');
    await server.app.request('/sandbox/cascade', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: t.email, cascade: 'zoom,earth' }) });
    expect(await ask()).toBe('ZOOM,EARTH');
    await server.app.request('/sandbox/cascade', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cascade: '' }) });
  });

  it('promo codes: valid, inactive, malformed', async () => {
    const t = await trader();
    expect(await json<Reply & { bonus_percent: number }>(await t.app.post('/api/promo', { promo: 'welcome50' }))).toMatchObject({ return: true, bonus_percent: 50 });
    expect(await json<Reply>(await t.app.post('/api/promo', { promo: 'EXPIRED10' }))).toMatchObject({ return: false, code: 'promo.invalid' });
    expect(await json<Reply>(await t.app.post('/api/promo', { promo: '' }))).toMatchObject({ return: false, code: 'promo.invalid' });
  });

  it("a card of the wrong length: 'Valid card length X or Y' as the client words it, nothing charged", async () => {
    const t = await trader();
    expect(await t.pay('FRAUD', '424242424242')).toMatchObject({ return: false, code: 'invalid_card', message: 'Valid card length 16', cascade: false });
    expect(await t.pay('FRAUD', '67596498264')).toMatchObject({ return: false, code: 'invalid_card', message: 'Valid card length 12 or 19', cascade: false });
    expect(await t.balance()).toBe('0.00000000');
  });

  it('quick top-up only after a card deposit', async () => {
    const t = await trader();
    expect(await json<Reply>(await t.app.post('/api/report/quick', { amount: '300', fixed: false, bonus: '0', idempotency_key: 'quick-before-1' }))).toMatchObject({ return: false });
    await t.remember(CARDS.ok);
    await t.pay('FRAUD', CARDS.ok);
    expect(await json<Reply>(await t.app.post('/api/report/quick', { amount: '300', fixed: false, bonus: '0', idempotency_key: 'quick-after-01' }))).toMatchObject({ return: true, status: 'approved' });
    expect(await t.balance()).toBe('600.00000000');
  });

  it('quick top-up: the bonus is the server tier bonus when the trader wants one, none when off or fixed', async () => {
    const t = await trader();
    await t.remember(CARDS.ok);
    await t.pay('FRAUD', CARDS.ok);
    let n = 0;
    const quick = async (body: Record<string, unknown>) => json<Reply & { bonus?: string }>(await t.app.post('/api/report/quick', { ...body, idempotency_key: `quick-bonus-${(n += 1)}` }));
    expect(await quick({ amount: '300', fixed: false, bonus: '60.00' })).toMatchObject({ return: true, bonus: '60.00' });
    // A forged figure credits nothing extra: the wish is on, the amount's tier decides.
    expect(await quick({ amount: '300', fixed: false, bonus: '5000' })).toMatchObject({ return: true, bonus: '60.00' });
    // Each quick top-up is a real card charge, and three a day is the card limit: the next two come the next day.
    await server.clock.advance(24 * 60 * 60 * 1000);
    expect(await quick({ amount: '300', fixed: false, bonus: '0' })).toMatchObject({ return: true, bonus: '0.00' });
    expect(await quick({ amount: '300', fixed: true, bonus: '60.00' })).toMatchObject({ return: true, bonus: '0.00' });
  });
});

describe('sandbox off', () => {
  it('has no charge ledger or bank page, and card pay calls refuse without charging', async () => {
    const app = server.appWith({ SANDBOX: '0' });
    expect((await app.request('/sandbox/charges?email=demo@example.com')).status).toBe(404);
    expect((await app.request('/sandbox/3ds/tx_x')).status).toBe(404);
    const t = await trader();
    const browser = new Browser(app);
    await browser.login(t.email, 'Trade1234!');
    const reply = await json<Reply>(
      await browser.post(PAY_PATHS.FRAUD, { amount: '300', idempotency_key: 'off-key-0001', card: { cnu: CARDS.ok, cvv: '123', emm: '12', eyy: '2031', fn: 'A', ln: 'B', cu: 'FR' } }),
    );
    expect(reply).toMatchObject({ return: false, code: 'unavailable', cascade: false });
    expect(await t.balance()).toBe('0.00000000');
  });
});

describe('PFS secure step, Entropay redirect, triggers/cards', () => {
  const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } as const;

  it('PFS 3220 goes through /api/card/secure/pfs/{R5} to the bank page and back to the listen route', async () => {
    const t = await trader();
    const first = await t.pay('PFS', CARDS.threeDs, { deposit: 'dep-pfs-xxxx' });
    const tx = first.transaction_id ?? '';
    expect(first).toMatchObject({ return: true, status: 'redirect', method: 'get', redirect: `/api/card/secure/pfs/${tx}` });
    const secure = await t.app.send(first.redirect ?? '');
    expect(secure.status).toBe(303);
    expect(secure.headers.get('Location')).toBe(`/sandbox/3ds/${tx}`);
    // Only the trader who paid may pass the secure step.
    const stranger = await trader();
    expect((await stranger.app.send(first.redirect ?? '')).status).toBe(404);
    const back = await server.app.request(`/sandbox/3ds/${tx}`, { ...form, body: 'decision=approve' });
    expect(back.headers.get('Location')).toBe(`/en/trading#/listen/funding/PFS/${tx}/dep-pfs-xxxx`);
    expect(await json<Reply>(await t.app.post('/api/card/listen/pfs', { uid: 'dep-pfs-xxxx', id: tx }))).toMatchObject({ status: 'approved' });
    // After the decision the secure step sends the browser straight back to the listen route.
    const again = await t.app.send(first.redirect ?? '');
    expect(again.headers.get('Location')).toBe(`/en/trading#/listen/funding/PFS/${tx}/dep-pfs-xxxx`);
    expect(await t.balance()).toBe('300.00000000');
    expect((await t.charges()).filter((charge) => charge.status === 'approved')).toHaveLength(1);
  });

  it('PFS 3220 declined at the bank cascades', async () => {
    const t = await trader();
    const first = await t.pay('PFS', CARDS.threeDs);
    await t.app.send(first.redirect ?? '');
    await server.app.request(`/sandbox/3ds/${first.transaction_id ?? ''}`, { ...form, body: 'decision=decline' });
    expect(await t.listen(first.transaction_id ?? '')).toMatchObject({ return: false, cascade: true });
    expect(await t.balance()).toBe('0.00000000');
  });

  it('/api/entro/redirect charges the Entropay account once and sends the browser back to the listen route', async () => {
    const t = await trader();
    const url = entroUrl(t, 'dep-entro-xxxx');
    const first = await t.app.send(url);
    expect(first.status).toBe(303);
    const location = first.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/en\/trading#\/listen\/funding\/ENTROPAY\/tx_[0-9a-f]+\/dep-entro-xxxx$/);
    const tx = location.split('/').at(-2) ?? '';
    expect(await json<Reply>(await t.app.post('/api/card/listen/entro', { id: tx, uid: 'dep-entro-xxxx' }))).toMatchObject({ status: 'approved' });
    // A reload of the redirect answers the same place and charges nothing more.
    expect((await t.app.send(url)).headers.get('Location')).toBe(location);
    expect(await t.balance()).toBe('300.00000000');
    const charges = await t.charges();
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ processor: 'ENTROPAY', status: 'approved', last4: '' });
  });

  it('/api/entro/redirect without the CSRF token (a link from another site) charges nothing', async () => {
    const t = await trader();
    for (const csrf of ['', 'forged-token-forged-token-forged-token']) {
      const reply = await t.app.send(entroUrl(t, 'dep-csrf-xxxx', { csrf }));
      expect(reply.status).toBe(303);
      expect(reply.headers.get('Location')).toBe('/en/trading#/show/funding/payment_error');
    }
    const bare = new URLSearchParams({ amount: '300', currency: 'USD', deposit_id: 'dep-csrf-yyyy', idempotency_key: 'dep-csrf-yyyy.1.ENTROPAY' });
    expect((await t.app.send(`/api/entro/redirect?${bare.toString()}`)).headers.get('Location')).toBe('/en/trading#/show/funding/payment_error');
    expect(await t.charges()).toEqual([]);
    expect(await t.balance()).toBe('0.00000000');
    // The same key with the token then charges, once.
    expect((await t.app.send(entroUrl(t, 'dep-csrf-xxxx'))).headers.get('Location')).toMatch(/^\/en\/trading#\/listen\/funding\/ENTROPAY\//);
    expect((await t.app.send(entroUrl(t, 'dep-csrf-xxxx'))).status).toBe(303);
    expect(await t.balance()).toBe('300.00000000');
    expect(await t.charges()).toHaveLength(1);
  });

  it('/api/entro/redirect: deposit rules refuse through the listen call; a key is required; a session is required', async () => {
    const t = await trader();
    const low = await t.app.send(entroUrl(t, 'dep-low-xxxx', { amount: '10' }));
    const tx = (low.headers.get('Location') ?? '').split('/').at(-2) ?? '';
    expect(await json<Reply>(await t.app.post('/api/card/listen/entro', { id: tx }))).toMatchObject({ return: false, code: 'min_deposit', cascade: false });
    expect((await t.app.send('/api/entro/redirect?amount=300')).status).toBe(400);
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.send(entroUrl({ app: anonymous }, 'anon-key-0001'))).status).toBe(401);
    expect(await t.balance()).toBe('0.00000000');
  });

  it('/api/triggers/cards: the saved card without its number, and can_load after a card deposit', async () => {
    const t = await trader();
    expect(await json<{ card: unknown; can_load: boolean }>(await t.app.post('/api/triggers/cards', {}))).toMatchObject({ return: true, card: null, can_load: false });
    await t.app.post('/api/card/save', { card: { cnu: CARDS.ok, emm: '7', eyy: '2031', fn: 'Card', ln: 'Holder', cu: 'FR', cur: 'USD' } });
    const saved = await t.app.post('/api/triggers/cards', {});
    const text = await saved.text();
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('Holder');
    expect(JSON.parse(text)).toEqual({ return: true, card: { id: expect.any(Number), brand: 'visa', last4: '4242', emm: '07', eyy: '2031' }, can_load: false });
    // The card the deposit pays with (12/the year after next) is the one the trader asks us to keep.
    await t.remember(CARDS.ok);
    expect(await t.pay('FRAUD', CARDS.ok)).toMatchObject({ status: 'approved' });
    expect(await json<{ can_load: boolean }>(await t.app.post('/api/triggers/cards', {}))).toMatchObject({ can_load: true });
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/triggers/cards', {})).status).toBe(401);
  });
});
