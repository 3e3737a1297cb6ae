import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema.ts';
import { CARD_PATHS, LISTEN_PATHS, VLOAD_PREPARE_PATH } from '../../common/card-paths.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Spec §7/§8: the processors with their own calls (hosted pages of EZPAY, SHAPE, AGNI, VLOAD; ORANGE_NOT3D's orangeppl;
// the listen calls with their own fields), Entropay on every test card, and FRAUD's fail_limit and bad_card.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; status?: string; code?: string; message?: string; cascade?: boolean; transaction_id?: string; redirect?: string; guid?: string; data?: { redirect_url: string } };

const CARDS = {
  ok: '4242424242424242',
  declineFirst: '4000000000000002',
  threeDs: '4000000000003220',
  pending: '4000000000000259',
  funds: '4000000000009995',
  expired: '4000000000000069',
  all: '4000000000000341',
  master: '5555555555554444',
} as const;
const YEAR = String(new Date().getFullYear() + 2);
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

let seq = 0;

async function trader() {
  const t = await signedInTrader(server, { label: 'proc', currency: 'USD', country: 'BR' });
  const balance = async () => (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, t.id)))[0]?.amount;
  const request = (deposit: string) => {
    seq += 1;
    // The GETs that open a payment carry the CSRF token in their query, as the client's do.
    return { amount: '300', bonus: '0', fixed: 'false', currency: 'USD', deposit_id: deposit, idempotency_key: `${deposit}.${seq}.k`, csrf: t.app.cookies.get('csrf') ?? '' };
  };
  /** Opens a hosted payment the way the browser does; answers the processor's page URL. */
  const open = async (processor: 'EZPAY' | 'SHAPE' | 'AGNI' | 'VLOAD', deposit: string): Promise<string> => {
    const body = request(deposit);
    switch (processor) {
      case 'VLOAD': {
        // GET /api/vload/prepare names /api/vload/start?amount; the browser goes there, then on to the card page.
        const reply = await json<Reply>(await t.app.send(`${VLOAD_PREPARE_PATH}?${new URLSearchParams(body).toString()}`));
        expect(reply).toMatchObject({ return: true, status: 'redirect', method: 'get', redirect: `/api/vload/start?amount=300&tx=${reply.transaction_id ?? ''}` });
        const start = await t.app.send(reply.redirect ?? '');
        expect(start.status).toBe(303);
        return start.headers.get('Location') ?? '';
      }
      case 'EZPAY': {
        const reply = await t.app.send(`${CARD_PATHS.EZPAY}?${new URLSearchParams(body).toString()}`);
        expect(reply.status).toBe(303);
        return reply.headers.get('Location') ?? '';
      }
      case 'AGNI': {
        // A form POST navigation: the CSRF token rides as the `csrf` field, as the client's form sends it.
        const reply = await t.app.send(CARD_PATHS.AGNI, { form: { ...body, csrf: t.app.cookies.get('csrf') ?? '' }, csrf: false });
        expect(reply.status).toBe(303);
        return reply.headers.get('Location') ?? '';
      }
      case 'SHAPE': {
        const reply = await json<Reply>(await t.app.post(CARD_PATHS.SHAPE, body));
        expect(reply).toMatchObject({ return: true, status: 'redirect', guid: reply.transaction_id, redirect: `/api/shape/invoice/${reply.transaction_id ?? ''}` });
        const invoice = await t.app.send(reply.redirect ?? '');
        expect(invoice.status).toBe(303);
        return invoice.headers.get('Location') ?? '';
      }
    }
  };
  /** Types a card on the processor's page; answers where the page sends the browser. */
  const typeCard = async (page: string, number: string) => {
    const html = await (await server.app.request(page)).text();
    expect(html).toContain('Card number');
    const reply = await server.app.request(page, { method: 'POST', headers: FORM, body: new URLSearchParams({ cnu: number, emm: '12', eyy: YEAR, cvv: '123', holder: 'Host Ed', decision: 'pay' }).toString() });
    expect(reply.status).toBe(303);
    return reply.headers.get('Location') ?? '';
  };
  return { ...t, balance, request, open, typeCard };
}

const txOf = (location: string) => decodeURIComponent(location.split('/').at(-2) ?? '');

describe('hosted processors: EZPAY, SHAPE, AGNI, VLOAD take the card on their own page', () => {
  it.each(['EZPAY', 'SHAPE', 'AGNI', 'VLOAD'] as const)('%s: every test card, back on the listen route with its listen call', async (processor) => {
    const t = await trader();
    const listen = async (tx: string) => json<Reply>(await t.app.post(LISTEN_PATHS[processor], { transaction_id: tx }));
    const pay = async (number: string, deposit = `dep-${processor}-${number.slice(-4)}`) => {
      const page = await t.open(processor, deposit);
      expect(page).toMatch(/^\/sandbox\/pay\/tx_[0-9a-f]+$/);
      return t.typeCard(page, number);
    };
    const back = (location: string) => expect(location).toMatch(new RegExp(`^/en/trading#/listen/funding/${processor}/tx_[0-9a-f]+/`));

    let location = await pay(CARDS.ok);
    back(location);
    expect(await listen(txOf(location))).toMatchObject({ status: 'approved' });
    location = await pay(CARDS.master);
    expect(await listen(txOf(location))).toMatchObject({ status: 'approved' });
    location = await pay(CARDS.funds);
    expect(await listen(txOf(location))).toMatchObject({ return: false, code: 'insufficient_funds', cascade: false });
    location = await pay(CARDS.expired);
    expect(await listen(txOf(location))).toMatchObject({ return: false, cascade: false });
    location = await pay(CARDS.all);
    expect(await listen(txOf(location))).toMatchObject({ return: false, cascade: true });
    location = await pay(CARDS.declineFirst, 'dep-shared');
    expect(await listen(txOf(location))).toMatchObject({ return: false, cascade: true });
    // 3220: through the bank's challenge page, then back.
    location = await pay(CARDS.threeDs);
    expect(location).toMatch(/^\/sandbox\/3ds\/tx_/);
    const approved = await server.app.request(location, { method: 'POST', headers: FORM, body: 'decision=approve' });
    const tx3ds = txOf(approved.headers.get('Location') ?? '');
    expect(await listen(tx3ds)).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('900.00000000');
  });

  it('0259 pending: the listen call answers processing twice, then approved (the day limit reached after)', async () => {
    const t = await trader();
    const location = await t.typeCard(await t.open('EZPAY', 'dep-ez-pending'), CARDS.pending);
    const listen = async () => json<Reply>(await t.app.post(LISTEN_PATHS.EZPAY, { transaction_id: txOf(location) }));
    expect(await listen()).toMatchObject({ status: 'pending' });
    expect(await listen()).toMatchObject({ status: 'pending' });
    expect(await listen()).toMatchObject({ status: 'approved' });
  });

  it('a page submitted twice charges once; a replayed key goes back to the same page or the listen route; cancel cascades', async () => {
    const t = await trader();
    const body = t.request('dep-replay');
    const query = new URLSearchParams(body).toString();
    const page = (await t.app.send(`${CARD_PATHS.EZPAY}?${query}`)).headers.get('Location') ?? '';
    expect((await t.app.send(`${CARD_PATHS.EZPAY}?${query}`)).headers.get('Location')).toBe(page);
    const first = await t.typeCard(page, CARDS.ok);
    const again = await server.app.request(page, { method: 'POST', headers: FORM, body: new URLSearchParams({ cnu: CARDS.ok, emm: '12', eyy: YEAR, cvv: '123', holder: 'A B', decision: 'pay' }).toString() });
    expect(again.headers.get('Location')).toBe(first);
    expect((await t.app.send(`${CARD_PATHS.EZPAY}?${query}`)).headers.get('Location')).toBe(first);
    expect(await t.balance()).toBe('300.00000000');
    const cancelled = await server.app.request(await t.open('AGNI', 'dep-cancel'), { method: 'POST', headers: FORM, body: 'decision=cancel' });
    const listen = await json<Reply>(await t.app.post(LISTEN_PATHS.AGNI, { transaction_id: txOf(cancelled.headers.get('Location') ?? '') }));
    expect(listen).toMatchObject({ return: false, code: 'cancelled', cascade: true });
    // The 3-D Secure page cannot approve a hosted payment that never received a card.
    const waiting = await t.open('EZPAY', 'dep-sneaky');
    const tx = waiting.split('/').at(-1) ?? '';
    await server.app.request(`/sandbox/3ds/${tx}`, { method: 'POST', headers: FORM, body: 'decision=approve' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('VLOAD: a repeated prepare answers the first reply; start follows the payment; Back from the page finds it again', async () => {
    const t = await trader();
    const query = new URLSearchParams(t.request('dep-vload-replay')).toString();
    const prepare = async () => json<Reply>(await t.app.send(`${VLOAD_PREPARE_PATH}?${query}`));
    const first = await prepare();
    expect(await prepare()).toEqual(first);
    const start = first.redirect ?? '';
    const page = (await t.app.send(start)).headers.get('Location') ?? '';
    expect(page).toBe(`/sandbox/pay/${first.transaction_id ?? ''}`);
    // The listen call (and the outcome check) answers the redirect while the card page waits.
    expect(await json<Reply>(await t.app.post(LISTEN_PATHS.VLOAD, { transaction_id: first.transaction_id ?? '' }))).toMatchObject({ status: 'redirect', redirect: start });
    const back = await t.typeCard(page, CARDS.ok);
    expect(back).toMatch(/^\/en\/trading#\/listen\/funding\/VLOAD\/tx_[0-9a-f]+\/dep-vload-replay$/);
    // Once paid, a replayed prepare answers how the payment stands, and its start goes back to the listen route.
    expect(await prepare()).toEqual({ return: true, status: 'approved', transaction_id: first.transaction_id });
    expect((await t.app.send(start)).headers.get('Location')).toBe(back);
    expect(await t.balance()).toBe('300.00000000');
    // Another trader's payment, or none, is not found.
    const other = await trader();
    expect((await other.app.send(start)).status).toBe(404);
    expect((await t.app.send('/api/vload/start?amount=300&tx=tx_nope')).status).toBe(404);
    // No key, no payment.
    const { idempotency_key: _key, ...keyless } = t.request('dep-vload-nokey');
    expect((await t.app.send(`${VLOAD_PREPARE_PATH}?${new URLSearchParams(keyless).toString()}`)).status).toBe(400);
  });

  it('the default cascade: 0002 declines on FRAUD, then approves on VLOAD once typed on its page', async () => {
    const t = await trader();
    const body = t.request('dep-cascade-0002');
    const card = { cnu: CARDS.declineFirst, cvv: '123', emm: '12', eyy: YEAR, fn: 'C', ln: 'D', cu: 'BR' };
    expect(await json<Reply>(await t.app.post(CARD_PATHS.FRAUD, { ...body, card }))).toMatchObject({ return: false, cascade: true });
    const back = await t.typeCard(await t.open('VLOAD', 'dep-cascade-0002'), CARDS.declineFirst);
    expect(await json<Reply>(await t.app.post(LISTEN_PATHS.VLOAD, { transaction_id: txOf(back) }))).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('POST /api/card/cancel: declines a payment still waiting on its page (hosted or 3-D Secure), leaves a finished one alone', async () => {
    const t = await trader();
    const cancel = async (key: string) => json<Reply>(await t.app.post('/api/card/cancel', { idempotency_key: key }));
    const body = t.request('dep-cancel-vload');
    const first = await json<Reply>(await t.app.send(`${VLOAD_PREPARE_PATH}?${new URLSearchParams(body).toString()}`));
    expect(await cancel(body.idempotency_key)).toMatchObject({ return: false, code: 'cancelled', message: 'The payment was cancelled.', cascade: true });
    // The page no longer takes a card: its start goes to the listen route, which reads the cancel.
    expect((await t.app.send(first.redirect ?? '')).headers.get('Location')).toMatch(/#\/listen\/funding\/VLOAD\//);
    expect(await json<Reply>(await t.app.post(LISTEN_PATHS.VLOAD, { transaction_id: first.transaction_id ?? '' }))).toMatchObject({ code: 'cancelled' });
    // A 3-D Secure challenge (FRAUD 3220) is declined the same way; the bank page's Approve then changes nothing.
    const challenge = t.request('dep-cancel-3ds');
    const card = { cnu: CARDS.threeDs, cvv: '123', emm: '12', eyy: YEAR, fn: 'C', ln: 'D', cu: 'BR' };
    const redirect = await json<Reply>(await t.app.post(CARD_PATHS.FRAUD, { ...challenge, card }));
    expect(await cancel(challenge.idempotency_key)).toMatchObject({ return: false, code: 'cancelled', cascade: true });
    await server.app.request(redirect.redirect ?? '', { method: 'POST', headers: FORM, body: 'decision=approve' });
    expect(await t.balance()).toBe('0.00000000');
    // Paid meanwhile (another tab): the cancel answers approved and undoes nothing.
    const paid = t.request('dep-cancel-paid');
    const ok = await json<Reply>(await t.app.send(`${VLOAD_PREPARE_PATH}?${new URLSearchParams(paid).toString()}`));
    await t.typeCard((await t.app.send(ok.redirect ?? '')).headers.get('Location') ?? '', CARDS.ok);
    expect(await cancel(paid.idempotency_key)).toMatchObject({ return: true, status: 'approved' });
    expect(await t.balance()).toBe('300.00000000');
    expect(await cancel('never-sent-key-1')).toMatchObject({ return: false, code: 'not_found' });
    expect((await t.app.post('/api/card/cancel', {})).status).toBe(400);
  });

  it('VLOAD: deposit rules refuse at prepare (min deposit, the day limit), as the other card routes do', async () => {
    const t = await trader();
    const prepare = async (deposit: string, amount = '300') => json<Reply>(await t.app.send(`${VLOAD_PREPARE_PATH}?${new URLSearchParams({ ...t.request(deposit), amount }).toString()}`));
    expect(await prepare('dep-vload-low', '10')).toMatchObject({ return: false, code: 'min_deposit', cascade: false });
    for (const deposit of ['dep-v1', 'dep-v2', 'dep-v3']) {
      const reply = await prepare(deposit);
      await t.typeCard((await t.app.send(reply.redirect ?? '')).headers.get('Location') ?? '', CARDS.ok);
    }
    expect(await prepare('dep-v4')).toMatchObject({ return: false, code: 'day_limit', cascade: false });
  });

  it('deposit rules refuse before the page: the browser goes to the listen route, whose call reads the refusal', async () => {
    const t = await trader();
    const low = await t.app.send(`${CARD_PATHS.EZPAY}?${new URLSearchParams({ ...t.request('dep-low'), amount: '10' }).toString()}`);
    const location = low.headers.get('Location') ?? '';
    expect(location).toMatch(/#\/listen\/funding\/EZPAY\//);
    expect(await json<Reply>(await t.app.post(LISTEN_PATHS.EZPAY, { transaction_id: txOf(location) }))).toMatchObject({ code: 'min_deposit', cascade: false });
    expect(await json<Reply>(await t.app.post(CARD_PATHS.SHAPE, { ...t.request('dep-low2'), amount: '10' }))).toMatchObject({ return: false, code: 'min_deposit' });
    // AGNI's form POST without its CSRF field is refused.
    const { csrf: _token, ...withoutToken } = t.request('dep-csrf');
    expect((await t.app.send(CARD_PATHS.AGNI, { form: withoutToken, csrf: false })).status).toBe(403);
  });
});

describe('ORANGE_NOT3D: orangeppl answers status and data.redirect_url', () => {
  it('3220 names the bank page in data.redirect_url; 4242 approves with no URL to follow; declines as usual', async () => {
    const t = await trader();
    const pay = async (number: string) =>
      json<Reply>(
        await t.app.post(CARD_PATHS.ORANGE_NOT3D, { ...t.request(`dep-ppl-${number.slice(-4)}`), card: { cnu: number, cvv: '123', emm: '12', eyy: YEAR, fn: 'O', ln: 'P', cu: 'BR' } }),
      );
    const challenge = await pay(CARDS.threeDs);
    expect(challenge).toEqual({ return: true, status: 'redirect', transaction_id: challenge.transaction_id, data: { redirect_url: `/sandbox/3ds/${challenge.transaction_id ?? ''}` } });
    expect(await pay(CARDS.ok)).toEqual({ return: true, status: 'approved', transaction_id: expect.any(String), data: { redirect_url: '' } });
    expect(await pay(CARDS.funds)).toMatchObject({ return: false, code: 'insufficient_funds', cascade: false });
    // Back from the bank: the listen call of spec §7 /api/card/listen/orange {transaction_id, id}.
    await server.app.request(challenge.data?.redirect_url ?? '', { method: 'POST', headers: FORM, body: 'decision=approve' });
    expect(await json<Reply>(await t.app.post('/api/card/listen/orange', { transaction_id: challenge.transaction_id, id: 'dep-ppl-3220' }))).toMatchObject({ status: 'approved' });
  });
});

describe('listen calls with their own fields (spec §7) on 3220 and 0259', () => {
  const bodies = {
    ORANGE: (tx: string, deposit: string) => ({ transaction_id: tx, id: deposit }),
    PFS: (tx: string, deposit: string) => ({ uid: deposit, id: tx }),
    CONCEPT: (tx: string, deposit: string) => ({ transaction_id: tx, id: deposit }),
    // The rest listen by transaction id alone (the client's byTransaction).
    FRAUD: (tx: string) => ({ transaction_id: tx }),
    ZOOM: (tx: string) => ({ transaction_id: tx }),
    EARTH: (tx: string) => ({ transaction_id: tx }),
    FINITY: (tx: string) => ({ transaction_id: tx }),
  } as const;

  it.each(Object.keys(bodies) as (keyof typeof bodies)[])('%s', async (processor) => {
    const t = await trader();
    // ZOOM's pay call brings a fresh session token (spec §7 /api/zoom).
    const token = async () => (processor === 'ZOOM' ? { token: (await json<Reply & { token?: string }>(await t.app.post('/api/zoom', { action: 'session', amount: '300' }))).token ?? '' } : {});
    const pay = async (number: string, deposit: string) =>
      json<Reply>(await t.app.post(CARD_PATHS[processor], { ...t.request(deposit), ...(await token()), card: { cnu: number, cvv: '123', emm: '12', eyy: YEAR, fn: 'L', ln: 'C', cu: 'BR' } }));
    const listen = async (tx: string, deposit: string) => json<Reply>(await t.app.post(LISTEN_PATHS[processor], bodies[processor](tx, deposit)));

    const secure = await pay(CARDS.threeDs, 'dep-3ds');
    expect(secure).toMatchObject({ status: 'redirect' });
    const tx = secure.transaction_id ?? '';
    expect(await listen(tx, 'dep-3ds')).toMatchObject({ status: 'redirect' }); // still at the bank
    const bank = await server.app.request(`/sandbox/3ds/${tx}`, { method: 'POST', headers: FORM, body: 'decision=approve' });
    expect(bank.headers.get('Location')).toContain(`/${processor}/${tx}/dep-3ds`);
    expect(await listen(tx, 'dep-3ds')).toMatchObject({ status: 'approved' });

    const pending = await pay(CARDS.pending, 'dep-pending');
    const ptx = pending.transaction_id ?? '';
    expect(await listen(ptx, 'dep-pending')).toMatchObject({ status: 'pending' });
    expect(await listen(ptx, 'dep-pending')).toMatchObject({ status: 'pending' });
    expect(await listen(ptx, 'dep-pending')).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('600.00000000');
  });
});

describe('Entropay on every test card, and /api/entro/reject', () => {
  it('the PIN dialog first; the cvv answer decides as the test card says', async () => {
    const t = await trader();
    const pay = async (number: string, deposit: string) => {
      const body = { ...t.request(deposit), card: { cnu: number, cvv: '123', emm: '12', eyy: YEAR, fn: 'E', ln: 'P', cu: 'BR' } };
      const first = await json<Reply>(await t.app.post(CARD_PATHS.ENTROPAY, body));
      expect(first).toMatchObject({ return: true, status: 'dialog', dialog: 'dialog_entro_pin' });
      return json<Reply>(await t.app.post('/api/entro/cvv', { idempotency_key: body.idempotency_key, cvv: '123' }));
    };
    expect(await pay(CARDS.ok, 'e-ok')).toMatchObject({ status: 'approved' });
    expect(await pay(CARDS.master, 'e-master')).toMatchObject({ status: 'approved' });
    expect(await pay(CARDS.funds, 'e-funds')).toMatchObject({ return: false, code: 'insufficient_funds', cascade: false });
    expect(await pay(CARDS.expired, 'e-expired')).toMatchObject({ return: false, cascade: false });
    expect(await pay(CARDS.all, 'e-all')).toMatchObject({ return: false, cascade: true });
    expect(await pay(CARDS.declineFirst, 'e-first')).toMatchObject({ return: false, cascade: true });
    const secure = await pay(CARDS.threeDs, 'e-3ds');
    expect(secure).toMatchObject({ status: 'redirect' });
    await server.app.request(`/sandbox/3ds/${secure.transaction_id ?? ''}`, { method: 'POST', headers: FORM, body: 'decision=approve' });
    expect(await json<Reply>(await t.app.post(LISTEN_PATHS.ENTROPAY, { transaction_id: secure.transaction_id }))).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('900.00000000');
  });

  it('0259 pending after the cvv; reject declines an open dialog once and leaves a decided payment alone', async () => {
    const t = await trader();
    const body = { ...t.request('e-pending'), card: { cnu: CARDS.pending, cvv: '123', emm: '12', eyy: YEAR, fn: 'E', ln: 'P', cu: 'BR' } };
    await t.app.post(CARD_PATHS.ENTROPAY, body);
    const pending = await json<Reply>(await t.app.post('/api/entro/cvv', { idempotency_key: body.idempotency_key, cvv: '123' }));
    expect(pending).toMatchObject({ status: 'pending' });
    expect(await json<Reply>(await t.app.post('/api/entro/reject', { idempotency_key: body.idempotency_key }))).toEqual({ return: true });
    expect(await json<Reply>(await t.app.post(LISTEN_PATHS.ENTROPAY, { transaction_id: pending.transaction_id }))).toMatchObject({ status: 'pending' });

    const open = { ...t.request('e-reject'), card: { ...body.card, cnu: CARDS.ok } };
    await t.app.post(CARD_PATHS.ENTROPAY, open);
    expect(await json<Reply>(await t.app.post('/api/entro/reject', { idempotency_key: open.idempotency_key }))).toEqual({ return: true });
    // The rejected payment is declined (cascading) and the cvv can no longer charge it.
    expect(await json<Reply>(await t.app.post('/api/entro/cvv', { idempotency_key: open.idempotency_key, cvv: '123' }))).toMatchObject({ return: false, code: 'rejected', cascade: true });
    expect(await t.balance()).toBe('0.00000000');
  });
});

describe('FRAUD: bad_card and fail_limit (README sandbox triggers)', () => {
  it('bad_card for a flagged issuer; other processors are not the fraud check', async () => {
    const t = await trader();
    const pay = async (processor: 'FRAUD' | 'VLOAD', number: string) =>
      json<Reply>(await t.app.post(CARD_PATHS[processor], { ...t.request(`dep-bad-${processor}`), card: { cnu: number, cvv: '123', emm: '12', eyy: YEAR, fn: 'B', ln: 'C', cu: 'BR' } }));
    expect(await pay('FRAUD', '4590610000000004')).toMatchObject({ return: false, code: 'bad_card', cascade: false });
    expect(await pay('VLOAD', '4590610000000004')).toMatchObject({ return: false, code: 'no_such_card' });
  });

  it('fail_limit after 3 declines of the same card in a day; another card still passes; the next day it is lifted', async () => {
    const t = await trader();
    const pay = async (number: string, processor: 'FRAUD' | 'VLOAD' = 'FRAUD') =>
      json<Reply>(await t.app.post(CARD_PATHS[processor], { ...t.request('dep-fail'), card: { cnu: number, cvv: '123', emm: '12', eyy: YEAR, fn: 'F', ln: 'L', cu: 'BR' } }));
    expect(await pay(CARDS.funds)).toMatchObject({ code: 'insufficient_funds' });
    expect(await pay(CARDS.funds, 'VLOAD')).toMatchObject({ code: 'insufficient_funds' });
    expect(await pay(CARDS.funds)).toMatchObject({ code: 'insufficient_funds' });
    expect(await pay(CARDS.funds)).toMatchObject({ return: false, code: 'fail_limit', cascade: false });
    expect(await pay(CARDS.ok)).toMatchObject({ status: 'approved' });
    await server.clock.advance(24 * 60 * 60 * 1000);
    expect(await pay(CARDS.funds)).toMatchObject({ code: 'insufficient_funds' });
  });
});
