import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_PATHS, VLOAD_PREPARE_PATH } from '../../common/card-paths.ts';
import type { ChargeRequest, Processor } from '../../server/cards/processor.ts';
import { CARD_WEBHOOK_PATH } from '../../server/cards/routes.ts';
import { accounts } from '../../server/db/schema.ts';
import { cardAttempts } from '../../server/db/schema-cards.ts';
import { sandboxCardCharges } from '../../server/db/schema-sandbox.ts';
import { createSandboxProcessor } from '../../server/sandbox/processors/processor.ts';
import { SIGNATURE_HEADER, signature } from '../../server/sandbox/processors/webhook.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The card Processor interface (server/cards/processor.ts) as the sandbox implements it, with its own books: an
// asynchronous create under an idempotency key, retrieve, confirm, cancel, and the signed webhook the app's route
// verifies. And the layering that keeps the sandbox a plug-in: only the composition root picks it.

let server: TestServer;
let processor: Processor;
beforeAll(async () => {
  server = await startServer();
  processor = createSandboxProcessor({ db: server.db, clock: server.clock });
});
afterAll(async () => {
  await server.close();
});

const YEAR = String(new Date().getFullYear() + 2);
let seq = 0;

function request(number: string | null, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  seq += 1;
  return {
    processor: 'FRAUD',
    amount: '300.00',
    currency: 'USD',
    idempotencyKey: `iface-key-${seq}`,
    reference: `tx_iface_${seq}`,
    orderReference: `order-${seq}`,
    source: number === null ? { kind: 'hosted' } : { kind: 'card', number, expMonth: '12', expYear: YEAR, cvv: '123', holder: 'Card Holder' },
    returnUrl: `/en/trading#/listen/funding/FRAUD/tx_iface_${seq}/order-${seq}`,
    lang: 'en',
    confirm: true,
    ...overrides,
  };
}

describe('the sandbox processor behind the Processor interface', () => {
  it('creates once per idempotency key, and keeps brand, last 4, expiry and a token, never the number', async () => {
    const first = await processor.create(request('4242424242424242', { idempotencyKey: 'iface-once' }));
    expect(first).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_[0-9a-f]{24}$/), card: { brand: 'visa', last4: '4242', expMonth: '12', expYear: YEAR, token: expect.stringMatching(/^tok_approve_[0-9a-f]{16}$/) } });
    const again = await processor.create(request('4000000000009995', { idempotencyKey: 'iface-once' }));
    expect(again).toEqual(first);
    const rows = await server.db.select().from(sandboxCardCharges).where(eq(sandboxCardCharges.idempotencyKey, 'iface-once'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await server.db.select().from(sandboxCardCharges))).not.toMatch(/4242424242424242|4000000000/);
  });

  it('answers 4000…0259 processing for the first two retrievals, then succeeded, from its own books', async () => {
    const created = await processor.create(request('4000000000000259'));
    expect(created).toMatchObject({ status: 'processing', card: { last4: '0259', token: null } });
    const ref = { processor: 'FRAUD', chargeId: created.chargeId };
    expect(await processor.retrieve(ref)).toMatchObject({ status: 'processing' });
    expect(await processor.retrieve(ref)).toMatchObject({ status: 'processing' });
    expect(await processor.retrieve(ref)).toMatchObject({ status: 'succeeded', card: { token: expect.stringMatching(/^tok_pending_/) } });
    expect(await processor.retrieve(ref)).toMatchObject({ status: 'succeeded' });
  });

  it('names its 3-D Secure page and its hosted card page for the trader to go to', async () => {
    const secure = await processor.create(request('4000000000003220'));
    expect(secure).toMatchObject({ status: 'requires_action', action: 'three_d_secure', redirectUrl: `/sandbox/3ds/tx_iface_${seq}` });
    const hosted = await processor.create(request(null));
    expect(hosted).toEqual({ status: 'requires_action', action: 'hosted_page', redirectUrl: `/sandbox/pay/tx_iface_${seq}`, chargeId: hosted.chargeId, card: null });
  });

  it('declines in each processor dialect; 0002 only as the first charge of its order', async () => {
    const order = 'order-dialects';
    expect(await processor.create(request('4000000000000002', { orderReference: order }))).toMatchObject({ status: 'declined', code: 'do_not_honor', cascade: true });
    expect(await processor.create(request('4000000000000002', { orderReference: order, processor: 'VLOAD' }))).toMatchObject({ status: 'succeeded' });
    expect(await processor.create(request('4000000000000341', { processor: 'CONCEPT' }))).toMatchObject({ status: 'declined', code: '003', message: 'Card is blacklisted' });
    expect(await processor.create(request('4000000000009995'))).toMatchObject({ status: 'declined', code: 'insufficient_funds', message: 'Not sufficient funds', cascade: false });
  });

  it('holds a charge for confirm, and cancels only what still waits', async () => {
    const held = await processor.create(request('4242424242424242', { processor: 'ENTROPAY', confirm: false }));
    expect(held).toMatchObject({ status: 'requires_confirmation' });
    expect(await processor.confirm({ processor: 'ENTROPAY', chargeId: held.chargeId, pin: '123' })).toMatchObject({ status: 'succeeded' });
    expect(await processor.cancel({ processor: 'ENTROPAY', chargeId: held.chargeId })).toMatchObject({ status: 'succeeded' });
    const waiting = await processor.create(request(null));
    expect(await processor.cancel({ processor: 'FRAUD', chargeId: waiting.chargeId })).toMatchObject({ status: 'declined', code: 'cancelled', cascade: true });
  });
});

const post = (body: string, headers: Record<string, string>) => server.app.request(CARD_WEBHOOK_PATH, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });

async function challenged() {
  const t = await signedInTrader(server, { label: 'hook', currency: 'USD', country: 'BR' });
  const reply = await json<{ transaction_id: string; redirect: string }>(
    await t.app.post(CARD_PATHS.FRAUD, {
      amount: '300', bonus: '0', fixed: false, currency: 'USD', deposit_id: `dep-hook-${t.id}`, idempotency_key: `hook-key-${t.id}`,
      card: { cnu: '4000000000003220', cvv: '123', emm: '12', eyy: YEAR, fn: 'Web', ln: 'Hook', cu: 'FR' },
    }),
  );
  const attempt = async () => (await server.db.select().from(cardAttempts).where(eq(cardAttempts.transactionId, reply.transaction_id)))[0];
  const balance = async () => (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, t.id)))[0]?.amount;
  return { reply, attempt, balance };
}

describe('the card webhook', () => {
  it('refuses a call without the processor signature, or with a wrong or stale one, and changes nothing', async () => {
    const { attempt, balance } = await challenged();
    const chargeId = (await attempt())?.chargeId ?? '';
    await server.db.update(sandboxCardCharges).set({ status: 'succeeded' }).where(eq(sandboxCardCharges.id, chargeId));
    const body = JSON.stringify({ type: 'charge.updated', charge: chargeId });
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, { [SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` })).status).toBe(401);
    // Signed for another body.
    expect((await post(body, { [SIGNATURE_HEADER]: await signature(server.db, server.clock, JSON.stringify({ type: 'charge.updated', charge: 'ch_other' })) })).status).toBe(401);
    // Signed, then replayed ten minutes later.
    const old = await signature(server.db, server.clock, body);
    await server.clock.advance(10 * 60 * 1000);
    expect((await post(body, { [SIGNATURE_HEADER]: old })).status).toBe(401);
    expect(await attempt()).toMatchObject({ status: 'challenge' });
    expect(await balance()).toBe('0.00000000');
    // Signed now: applied once, however often it comes.
    const fresh = await signature(server.db, server.clock, body);
    expect(await json(await post(body, { [SIGNATURE_HEADER]: fresh }))).toEqual({ return: true, applied: true });
    expect(await json(await post(body, { [SIGNATURE_HEADER]: fresh }))).toEqual({ return: true, applied: true });
    expect(await attempt()).toMatchObject({ status: 'approved' });
    expect(await balance()).toBe('300.00000000');
  });

  it('is how the bank page tells the app: Approve settles and credits before any listen call', async () => {
    const { reply, attempt, balance } = await challenged();
    const back = await server.app.request(reply.redirect, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
    expect(back.status).toBe(303);
    expect(await attempt()).toMatchObject({ status: 'approved' });
    expect(await balance()).toBe('300.00000000');
  });

  it('is absent without a processor (SANDBOX off, none plugged in)', async () => {
    const off = server.appWith({ SANDBOX: '0' });
    expect((await off.request(CARD_WEBHOOK_PATH, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(404);
  });
});

describe('the hosted card page', () => {
  it("speaks the trader's language and starts its expiry on a month still to come", async () => {
    for (const lang of ['en', 'ru'] as const) {
      const t = await signedInTrader(server, { label: `page-${lang}`, currency: 'USD', country: 'BR' });
      // VLOAD's prepare, as the client asks it (a call, with the X-Lang header), then its start, as the browser follows it.
      const query = new URLSearchParams({ amount: '300', fixed: 'false', bonus: '0', currency: 'USD', deposit_id: `dep-page-${lang}`, idempotency_key: `page-${lang}-0001`, csrf: t.app.cookies.get('csrf') ?? '' });
      const prepared = await json<{ redirect: string }>(await t.app.send(`${VLOAD_PREPARE_PATH}?${query.toString()}`, { headers: { 'X-Lang': lang } }));
      const page = (await t.app.send(prepared.redirect)).headers.get('Location') ?? '';
      const html = await (await server.app.request(page)).text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(lang === 'en' ? 'Vload: pay $300.00' : 'Vload: оплата $300,00');
      expect(html).toContain(lang === 'en' ? '>Expiry month</label>' : '>Месяц окончания</label>');
      const month = /<select id="emm"[^>]*>.*?<option selected>(\d{2})<\/option>/s.exec(html)?.[1];
      const year = /<select id="eyy"[^>]*>.*?<option selected>(\d{4})<\/option>/s.exec(html)?.[1];
      const now = server.clock.now();
      // A month not yet over: its year is after this one, or it is this year's current month or a later one.
      expect(Number(year) > now.getFullYear() || (Number(year) === now.getFullYear() && Number(month) >= now.getMonth() + 1), `${month}/${year}`).toBe(true);
      // A past date typed anyway is refused there, in the same language.
      const past = new URLSearchParams({ cnu: '4242424242424242', emm: '01', eyy: String(now.getFullYear() - 1), cvv: '123', holder: 'Past Date', decision: 'pay' });
      const refused = await server.app.request(page, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: past.toString() });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(lang === 'en' ? 'Expired card' : 'Срок действия карты истёк');
      // The Cancel there goes back to the app in the same language.
      const back = await server.app.request(page, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'decision=cancel' });
      expect(back.headers.get('Location')).toMatch(new RegExp(`^/${lang}/trading#/listen/funding/VLOAD/`));
    }
  });
});

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['sandbox', 'migrations'].includes(name) ? [] : serverFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('the layers', () => {
  it('only the composition root (server/app.ts) picks the sandbox: no other production module imports it', () => {
    const root = new URL('../../server', import.meta.url).pathname;
    const importers = serverFiles(root).filter((path) => /(?:from|import)\s*\(?\s*['"](?:\.\.?\/)+sandbox\//.test(readFileSync(path, 'utf8')));
    expect(importers.map((path) => path.slice(root.length + 1))).toEqual(['app.ts']);
  });
});
