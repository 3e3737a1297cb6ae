import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; status?: string; code?: string; message?: string; redirect?: string; details?: { iban: string } };

async function trader(currency = 'USD') {
  const { id, app, n } = await signedInTrader(server, { label: 'wallet', currency, country: 'BR', firstName: 'Wal', lastName: 'Let' });
  let seq = 0;
  const call = async (path: string, body: Record<string, unknown> = {}, key?: string) => {
    seq += 1;
    return json<Reply>(await app.post(path, { amount: '300', currency, bonus: '0', fixed: false, ...body }, { headers: { 'Idempotency-Key': key ?? `w-${n}-${seq}-${Date.now()}` } }));
  };
  const balance = async () => (await server.db.select().from(accounts).where(eq(accounts.userId, id)))[0]?.amount;
  return { app, call, balance };
}

describe('wallet payments', () => {
  it('a wallet pay call approves and credits once per idempotency key', async () => {
    const t = await trader();
    const first = await t.call('/api/pay/perfect', {}, 'wallet-key-0001');
    expect(first).toMatchObject({ return: true, status: 'approved' });
    expect(await t.call('/api/pay/perfect', {}, 'wallet-key-0001')).toEqual(first);
    await Promise.all([t.call('/api/pay/qiwi', {}, 'wallet-race-01'), t.call('/api/pay/qiwi', {}, 'wallet-race-01')]);
    expect(await t.balance()).toBe('600.00000000');
  });

  it("credits the server's tier bonus, never the figure the client sent", async () => {
    const t = await trader();
    const bonusSumm = async () => (await json<{ user: { bonus_summ: string } }>(await t.app.post('/api/fraud/user', {}))).user.bonus_summ;
    // A forged bonus on 300 (bronze, 20 %) credits 60.00; bonus off or fixed mode credit none.
    expect(await t.call('/api/pay/perfect', { bonus: '5000' })).toMatchObject({ return: true, status: 'approved' });
    expect(await bonusSumm()).toBe('60.00');
    await t.call('/api/pay/perfect', { bonus: '0' });
    await t.call('/api/pay/perfect', { bonus: '60', fixed: true });
    expect(await bonusSumm()).toBe('60.00');
  });

  it('the sandbox provider declines amounts ending in 13; the minimum applies', async () => {
    const t = await trader();
    expect(await t.call('/api/pay/webmoney', { amount: '313' })).toMatchObject({ return: false, code: 'declined' });
    expect(await t.call('/api/pay/webmoney', { amount: '10' })).toMatchObject({ return: false, code: 'min_deposit', message: 'Wrong amount! Min deposit $250.00' });
    expect(await t.call('/api/pay/webmoney', { currency: 'EUR' })).toMatchObject({ return: false, code: 'currency' });
    expect((await t.app.post('/api/pay/webmoney', { amount: '300' })).status).toBe(400);
    expect(await t.balance()).toBe('0.00000000');
  });

  it('neteller checks its account and secure id, then credits', async () => {
    const t = await trader();
    expect(await t.call('/api/neteller', { net_account: 'x', secure_id: '123456' })).toMatchObject({ return: false, field: 'net_account' });
    expect(await t.call('/api/neteller', { net_account: 'me@example.com', secure_id: '12' })).toMatchObject({ return: false, field: 'secure_id' });
    expect(await t.call('/api/neteller', { net_account: '123456789012', secure_id: '123456' })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('reports and bank are pending, bank with details', async () => {
    const t = await trader();
    expect(await t.call('/api/report/bank')).toMatchObject({ return: true, status: 'pending', details: { iban: 'GB33BUKB20201555555555' } });
    expect(await t.call('/api/report/yandex')).toMatchObject({ return: true, status: 'pending' });
    expect(await t.call('/api/bitcoin/save', { btc: '0.01' })).toMatchObject({ return: true, status: 'pending', btc: '0.01' });
    expect(await t.balance()).toBe('0.00000000');
  });

  it('bitcoin/save needs the bitcoin amount sent, above 0', async () => {
    const t = await trader();
    expect(await t.call('/api/bitcoin/save', {})).toMatchObject({ return: false, field: 'btc' });
    expect(await t.call('/api/bitcoin/save', { btc: '0' })).toMatchObject({ return: false, field: 'btc' });
    expect(await t.call('/api/bitcoin/save', { btc: 'abc' })).toMatchObject({ return: false, field: 'btc' });
  });
});

const listen = async (t: Awaited<ReturnType<typeof trader>>, body: Record<string, unknown>) => json<Reply & { id?: number }>(await t.app.post('/api/card/listen/skrill', body));
/** Submits Skrill's sandbox page the way its buttons do. */
const decide = (path: string, decision: string) =>
  server.app.request(path, { method: 'POST', body: new URLSearchParams({ decision }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
const settle = (key: string, status: string, app = server.app) =>
  app.request(`/sandbox/payment/${key}`, { method: 'POST', body: JSON.stringify({ status }), headers: { 'Content-Type': 'application/json' } });

describe('skrill: pending until the trader confirms on its page', () => {

  it('records the payment pending and sends the browser to the sandbox Skrill page; approving credits once', async () => {
    const t = await trader();
    const first = await t.call('/api/card/fast/skrill', {}, 'skrill-key-0001');
    expect(first).toMatchObject({ return: true, status: 'pending', redirect: expect.stringMatching(/^\/sandbox\/skrill\/\d+\?lang=en$/) });
    expect(await t.balance()).toBe('0.00000000');
    // A repeated key answers the first answer and opens no second payment.
    expect(await t.call('/api/card/fast/skrill', {}, 'skrill-key-0001')).toEqual(first);
    const page = await server.app.request(first.redirect ?? '');
    expect(page.status).toBe(200);
    const body = await page.text();
    for (const name of ['Approve', 'Decline', 'Cancel']) expect(body).toContain(`>${name}</button>`);
    expect(await listen(t, { idempotency_key: 'skrill-key-0001' })).toMatchObject({ return: true, status: 'pending' });

    const approved = await decide(first.redirect ?? '', 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe('/en/trading#/show/funding/payment_success');
    expect(await t.balance()).toBe('300.00000000');
    // A second submit (or a back button) changes nothing and returns to the outcome.
    const again = await decide(first.redirect ?? '', 'decline');
    expect(again.headers.get('Location')).toBe('/en/trading#/show/funding/payment_success');
    expect((await server.app.request(first.redirect ?? '')).headers.get('Location')).toBe('/en/trading#/show/funding/payment_success');
    expect(await t.balance()).toBe('300.00000000');
    const id = Number(/skrill\/(\d+)/.exec(first.redirect ?? '')?.[1]);
    expect(await listen(t, { id })).toMatchObject({ return: true, status: 'approved', id });
    expect(await t.call('/api/card/fast/skrill', {}, 'skrill-key-0001')).toEqual(first);
    expect(await t.balance()).toBe('300.00000000');
  });

  it('decline and cancel credit nothing and return to payment_error; the listen call says so', async () => {
    const t = await trader();
    for (const decision of ['decline', 'cancel']) {
      const paid = await t.call('/api/card/fast/skrill', { currency: 'USD' });
      const back = await decide(paid.redirect ?? '', decision);
      expect(back.headers.get('Location')).toBe('/en/trading#/show/funding/payment_error');
      const id = Number(/skrill\/(\d+)/.exec(paid.redirect ?? '')?.[1]);
      expect(await listen(t, { id })).toMatchObject({ return: false, status: 'declined', code: decision === 'cancel' ? 'cancelled' : 'declined' });
    }
    expect(await t.balance()).toBe('0.00000000');
    // Another trader's payment is unknown to this one; an amount ending in 13 is declined at once, no page.
    const other = await trader();
    expect(await listen(other, { id: 1 })).toMatchObject({ return: false, code: 'not_found' });
    expect(await t.call('/api/card/fast/skrill', { amount: '313' })).toMatchObject({ return: false, code: 'declined' });
  });
});

describe('sandbox control: settling a reported payment', () => {

  it('approving credits once, however often it is called', async () => {
    const t = await trader();
    expect(await t.call('/api/report/bank', {}, 'report-settle-0001')).toMatchObject({ status: 'pending' });
    const results = await Promise.all([settle('report-settle-0001', 'approved'), settle('report-settle-0001', 'approved')]);
    const answers = await Promise.all(results.map((r) => json<{ return: boolean; status: string }>(r)));
    expect(answers.filter((a) => a.return)).toHaveLength(1);
    expect(answers.every((a) => a.status === 'approved')).toBe(true);
    expect(await json(await settle('report-settle-0001', 'approved'))).toEqual({ return: false, status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
    // A repeated report key still answers its first answer.
    expect(await t.call('/api/report/bank', {}, 'report-settle-0001')).toMatchObject({ status: 'pending' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('declining credits nothing and cannot be approved after', async () => {
    const t = await trader();
    await t.call('/api/bitcoin/save', { btc: '0.01' }, 'report-settle-0002');
    expect(await json(await settle('report-settle-0002', 'declined'))).toEqual({ return: true, status: 'declined' });
    expect(await json(await settle('report-settle-0002', 'approved'))).toEqual({ return: false, status: 'declined' });
    expect(await t.balance()).toBe('0.00000000');
    expect((await settle('report-settle-0002', 'maybe')).status).toBe(400);
    expect((await settle('no-such-key-0001', 'approved')).status).toBe(404);
    expect((await settle('report-settle-0002', 'approved', server.appWith({ SANDBOX: '0' }))).status).toBe(404);
  });
});

describe('wallet payment outcome (a lost answer)', () => {
  const outcome = async (t: Awaited<ReturnType<typeof trader>>, key: string) =>
    json<{ return: boolean; known?: boolean; reply?: Reply }>(await t.app.post('/api/payments/outcome', { idempotency_key: key }));

  it('answers the stored reply of a key the server saw, and credits nothing more', async () => {
    const t = await trader();
    const paid = await t.call('/api/pay/okpay', {}, 'lost-answer-0001');
    expect(paid).toMatchObject({ return: true, status: 'approved' });
    expect(await outcome(t, 'lost-answer-0001')).toEqual({ return: true, known: true, reply: paid });
    expect(await outcome(t, 'lost-answer-0001')).toEqual({ return: true, known: true, reply: paid });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('burns a key it never saw: the request arriving late answers void and credits nothing', async () => {
    const t = await trader();
    expect(await outcome(t, 'never-seen-0001')).toEqual({ return: true, known: false });
    expect(await t.call('/api/pay/okpay', {}, 'never-seen-0001')).toMatchObject({ return: false, code: 'void' });
    expect(await outcome(t, 'never-seen-0001')).toEqual({ return: true, known: false });
    expect(await t.balance()).toBe('0.00000000');
    // A declined payment is known too (its reply says so); another user's key is not this user's.
    await t.call('/api/pay/okpay', { amount: '413' }, 'declined-0001');
    expect(await outcome(t, 'declined-0001')).toMatchObject({ known: true, reply: { return: false, code: 'declined' } });
    const other = await trader();
    expect(await outcome(other, 'declined-0001')).toEqual({ return: true, known: false });
    expect((await t.app.post('/api/payments/outcome', {})).status).toBe(400);
  });
});
