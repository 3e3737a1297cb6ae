import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardBody, CardReply, ListenProcessor, PayProcessor } from '@/api/card';
import { cardListen, cardPay, entroCvv } from '@common/api/cards.calls';
import { CARD_PATHS } from '@common/card-paths';
import { pathOf } from '@common/api/route';

const calls: { path: string; body: unknown }[] = [];
let next: CardReply[] = [];

vi.mock('@/api/card', async (original) => {
  const actual = await original<typeof import('@/api/card')>();
  return {
    ...actual,
    // Each call recorded by the path it goes to: the wire contract the processors rely on.
    payCard: vi.fn(async (processor: PayProcessor, body: CardBody) => {
      calls.push({ path: pathOf(cardPay[processor]), body });
      const reply = next.shift();
      if (!reply) throw new Error('no reply queued');
      return reply;
    }),
    confirmEntroPin: vi.fn(async (body: CardBody) => {
      calls.push({ path: pathOf(entroCvv), body });
      const reply = next.shift();
      if (!reply) throw new Error('no reply queued');
      return reply;
    }),
    listenCard: vi.fn(async (processor: ListenProcessor, body: unknown) => {
      calls.push({ path: pathOf(cardListen[processor]), body });
      const reply = next.shift();
      if (!reply) throw new Error('no reply queued');
      return reply;
    }),
    zoomSession: vi.fn(async () => ({ ok: true, value: { token: 'tok' } })),
    payOrangePpl: vi.fn(async (body: CardBody) => {
      calls.push({ path: CARD_PATHS.ORANGE_NOT3D, body });
      const reply = next.shift();
      if (!reply) throw new Error('no reply queued');
      return reply;
    }),
    shapePay: vi.fn(async (body: unknown) => {
      calls.push({ path: CARD_PATHS.SHAPE, body });
      const reply = next.shift();
      if (!reply) throw new Error('no reply queued');
      return reply;
    }),
    entroRedirect: vi.fn(async (body: Parameters<typeof actual.entroRedirect>[0]) => actual.entroRedirectUrl({ ...body, csrf: 'csrf-token' })),
    ezpayUrl: vi.fn(async (body: Parameters<typeof actual.ezpayUrl>[0]) => actual.ezpayRedirectUrl({ ...body, csrf: 'csrf-token' })),
    vloadPrepare: vi.fn(async (body: unknown) => {
      calls.push({ path: '/api/vload/prepare', body });
      const reply = next.shift();
      if (!reply) throw new Error('no reply queued');
      return reply;
    }),
    agniForm: vi.fn(async (body: Record<string, unknown>) => ({ url: CARD_PATHS.AGNI, fields: { ...body, fixed: String(body.fixed), csrf: 'csrf-token' } })),
  };
});

const { PROCESSORS } = await import('@/features/card/processors');
const { PROCESSOR_NAMES } = await import('@/features/card/types');
const { DAY_LIMIT_MESSAGE } = await import('@/features/card/processors/fraud');
const { ORANGE_NOT3D_DELAY_MS } = await import('@/features/card/processors/orange-not3d');

const INPUT = {
  key: 'd.1.FRAUD',
  depositId: 'd',
  processor: 'FRAUD' as const,
  request: { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' },
  card: { number: '4242424242424242', cvv: '123', month: '12', year: '2030', firstName: 'A', lastName: 'B', country: 'FR' },
};
const ok = (status: 'approved' | 'pending' | 'redirect' | 'dialog', extra: Partial<Extract<CardReply, { ok: true }>> = {}): CardReply => ({
  ok: true,
  status,
  transactionId: 't1',
  redirect: '',
  method: 'get',
  fields: {},
  dialog: '',
  ...extra,
});
const no = (code: string, message: string, cascade: boolean | null = null): CardReply => ({ ok: false, code, message, cascade });

beforeEach(() => {
  calls.length = 0;
  next = [];
});

describe('processor registry', () => {
  it('has all thirteen processors under their names', () => {
    expect(Object.keys(PROCESSORS).toSorted()).toEqual([...PROCESSOR_NAMES].toSorted());
    for (const name of PROCESSOR_NAMES) expect(PROCESSORS[name].name).toBe(name);
  });

  // PFS (its secure step) and ENTROPAY (its dialogs and redirect) have their own tests below.
  const HOSTED = ['EZPAY', 'SHAPE', 'AGNI', 'VLOAD'];
  it.each(PROCESSOR_NAMES.filter((name) => name !== 'ENTROPAY' && name !== 'PFS' && !HOSTED.includes(name)))('%s maps approved, pending, redirect and declines', async (name) => {
    const processor = PROCESSORS[name];
    next = [ok('approved'), ok('pending'), ok('redirect', { redirect: '/x', method: 'post', fields: { a: 'b' } }), no('do_not_honor', 'Do not honor', true), no('insufficient_funds', 'Not sufficient funds', false)];
    expect(await processor.pay(INPUT)).toEqual({ kind: 'approved', transactionId: 't1' });
    expect(await processor.pay(INPUT)).toEqual({ kind: 'pending', transactionId: 't1' });
    expect(await processor.pay(INPUT)).toEqual({ kind: 'redirect', transactionId: 't1', url: '/x', method: 'post', fields: { a: 'b' } });
    expect(await processor.pay(INPUT)).toMatchObject({ kind: 'declined', cascade: true });
    expect(await processor.pay(INPUT)).toMatchObject({ kind: 'declined', cascade: false });
    // the card travels in the body with the idempotency key, never anywhere else
    expect(calls.at(-1)?.body).toMatchObject({ idempotency_key: 'd.1.FRAUD', deposit_id: 'd', card: { cnu: '4242424242424242' } });
    expect(calls.at(-1)?.path).not.toContain('4242');
  });

  it('Orange reasons stop the cascade even without a code', async () => {
    next = [no('x', 'Expired card'), no('x', 'Incorrect PIN'), no('x', 'Something else')];
    expect(await PROCESSORS.ORANGE.pay(INPUT)).toMatchObject({ cascade: false });
    expect(await PROCESSORS.ORANGE.pay(INPUT)).toMatchObject({ cascade: false });
    expect(await PROCESSORS.ORANGE.pay(INPUT)).toMatchObject({ cascade: true });
  });

  it('ORANGE_NOT3D waits 6 s', () => {
    expect(PROCESSORS.ORANGE_NOT3D.delayMs).toBe(ORANGE_NOT3D_DELAY_MS);
    expect(ORANGE_NOT3D_DELAY_MS).toBe(6000);
  });

  it('CONCEPT replaces the blacklist message', async () => {
    next = [no('003', 'Card is blacklisted', true), no('x', 'blacklisted card')];
    expect(await PROCESSORS.CONCEPT.pay(INPUT)).toMatchObject({ message: 'Your transaction was declined. Please contact merchant support.', cascade: true });
    expect(await PROCESSORS.CONCEPT.pay(INPUT)).toMatchObject({ message: 'Your transaction was declined. Please contact merchant support.' });
  });

  it('FRAUD: day_limit, fail_limit, bad_card stop with their messages; reason shows the server message', async () => {
    next = [no('day_limit', 'x'), no('fail_limit', 'x'), no('bad_card', 'x'), no('reason', 'Suspicious activity', true)];
    expect(await PROCESSORS.FRAUD.pay(INPUT)).toEqual({ kind: 'declined', cascade: false, code: 'day_limit', message: DAY_LIMIT_MESSAGE });
    expect(await PROCESSORS.FRAUD.pay(INPUT)).toMatchObject({ cascade: false, code: 'fail_limit' });
    expect(await PROCESSORS.FRAUD.pay(INPUT)).toMatchObject({ cascade: false, code: 'bad_card' });
    expect(await PROCESSORS.FRAUD.pay(INPUT)).toMatchObject({ cascade: true, message: 'Suspicious activity' });
  });

  it('ZOOM: token from the session; code 05 opens do-not-honor; else Card data not valid', async () => {
    next = [no('05', 'Do not honor', false), no('14', 'x', true)];
    expect(await PROCESSORS.ZOOM.pay(INPUT)).toMatchObject({ kind: 'modal', name: 'modal_honor' });
    expect(calls[0]?.body).toMatchObject({ token: 'tok' });
    expect(await PROCESSORS.ZOOM.pay(INPUT)).toMatchObject({ kind: 'declined', message: 'Card data not valid' });
  });

  it('EARTH and FINITY: need_new_card', async () => {
    next = [no('need_new_card', 'x'), no('need_new_card', 'x')];
    expect(await PROCESSORS.EARTH.pay(INPUT)).toMatchObject({ cascade: false, message: 'Old card is invalid. Please refill the card.' });
    expect(await PROCESSORS.FINITY.pay(INPUT)).toMatchObject({ cascade: false, message: 'Old card is invalid. Please refill the card.' });
    expect(calls[0]?.body).toMatchObject({ currency: 'USD' });
  });

  it('ENTROPAY: dialog, then the cvv answer; declines read as Entropay says', async () => {
    next = [ok('dialog', { dialog: 'dialog_entro_pin' }), ok('approved'), no('x', 'y', true)];
    expect(await PROCESSORS.ENTROPAY.pay(INPUT)).toEqual({ kind: 'modal', name: 'dialog_entro_pin', message: '' });
    expect(await PROCESSORS.ENTROPAY.answer?.('123', INPUT)).toMatchObject({ kind: 'approved' });
    expect(calls[1]).toMatchObject({ path: '/api/entro/cvv', body: { cvv: '123', idempotency_key: 'd.1.FRAUD' } });
    expect(await PROCESSORS.ENTROPAY.pay(INPUT)).toMatchObject({ message: 'Your transaction was declined.' });
  });

  it('PFS: approved, pending and declines as usual; 3-D Secure goes through /api/card/secure/pfs/{R5}', async () => {
    next = [
      ok('approved'),
      ok('pending'),
      ok('redirect', { transactionId: 'tx_ab', redirect: '/sandbox/3ds/tx_ab', method: 'post', fields: { a: 'b' } }),
      no('pfs_country', 'This provider is not available in your country.', true),
      no('insufficient_funds', 'Not sufficient funds', false),
    ];
    expect(await PROCESSORS.PFS.pay(INPUT)).toEqual({ kind: 'approved', transactionId: 't1' });
    expect(await PROCESSORS.PFS.pay(INPUT)).toEqual({ kind: 'pending', transactionId: 't1' });
    expect(await PROCESSORS.PFS.pay(INPUT)).toEqual({ kind: 'redirect', transactionId: 'tx_ab', url: '/api/card/secure/pfs/tx_ab', method: 'get', fields: {} });
    expect(await PROCESSORS.PFS.pay(INPUT)).toMatchObject({ kind: 'declined', cascade: true, code: 'pfs_country' });
    expect(await PROCESSORS.PFS.pay(INPUT)).toMatchObject({ kind: 'declined', cascade: false });
    expect(calls[0]).toMatchObject({ path: '/api/card/fast/pfs', body: { idempotency_key: 'd.1.FRAUD', card: { cnu: '4242424242424242' } } });
    // A stored redirect (the outcome check after a lost answer) takes the secure step too.
    expect(PROCESSORS.PFS.read(ok('redirect', { transactionId: 'tx_cd', redirect: '/elsewhere' }))).toMatchObject({ url: '/api/card/secure/pfs/tx_cd' });
  });

  it('ENTROPAY redirect: no card, the request, the key and the CSRF token in the query, the id named on return', async () => {
    const outcome = await PROCESSORS.ENTROPAY.redirect?.({ ...INPUT, key: 'd.1.ENTROPAY', processor: 'ENTROPAY' });
    expect(outcome).toMatchObject({ kind: 'redirect', transactionId: '', method: 'get', fields: {} });
    const url = new URL(outcome?.kind === 'redirect' ? outcome.url : '', 'https://app.test');
    expect(url.pathname).toBe('/api/entro/redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '300', fixed: 'false', bonus: '0.00', currency: 'USD', deposit_id: 'd', idempotency_key: 'd.1.ENTROPAY', csrf: 'csrf-token' });
    expect(url.search).not.toContain('4242');
    expect(calls).toEqual([]);
    // Only Entropay pays by redirect.
    expect(PROCESSOR_NAMES.filter((name) => PROCESSORS[name].redirect !== undefined)).toEqual(['ENTROPAY']);
  });

  it.each(['ZOOM', 'SHAPE', 'ENTROPAY'] as const)('%s: server-rule refusals keep their own messages, not the processor wording', async (name) => {
    next = [
      no('day_limit', 'Dear client, due to safety reasons, your daily limit of 3 credit card transactions per day is exceeded.', false),
      no('min_deposit', 'Wrong amount! Min deposit 500', false),
      no('currency', 'Please choose the currency of your current account.', false),
      no('fail_limit', 'x', false),
      no('bad_card', 'x', false),
    ];
    // ZOOM and SHAPE pay through their own calls; ENTROPAY through its pay call. Either way the rule speaks.
    const pay = () => PROCESSORS[name].pay(INPUT);
    expect(await pay()).toEqual({ kind: 'declined', cascade: false, code: 'day_limit', message: DAY_LIMIT_MESSAGE });
    expect(DAY_LIMIT_MESSAGE).toMatch(/Bitcoin, Litecoin or Ethereum/);
    expect(await pay()).toEqual({ kind: 'declined', cascade: false, code: 'min_deposit', message: 'Wrong amount! Min deposit 500' });
    expect(await pay()).toMatchObject({ cascade: false, code: 'currency', message: 'Please choose the currency of your current account.' });
    expect(await pay()).toMatchObject({ cascade: false, code: 'fail_limit', message: 'Your card has reached the limit of failed attempts. Please use another card.' });
    expect(await pay()).toMatchObject({ cascade: false, code: 'bad_card', message: 'This card cannot be used for deposits. Please use another card.' });
  });

  it('hosted pages: EZPAY and AGNI send the browser away without a card; SHAPE names its invoice first', async () => {
    const attempt = { ...INPUT, key: 'd.1.EZPAY', processor: 'EZPAY' as const };
    const ez = await PROCESSORS.EZPAY.away?.(attempt);
    expect(ez).toMatchObject({ kind: 'redirect', transactionId: '', method: 'get', fields: {} });
    const url = new URL(ez?.kind === 'redirect' ? ez.url : '', 'https://app.test');
    expect(url.pathname).toBe('/api/card/fast/ezpay');
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '300', fixed: 'false', bonus: '0.00', currency: 'USD', deposit_id: 'd', idempotency_key: 'd.1.EZPAY', csrf: 'csrf-token' });
    const agni = await PROCESSORS.AGNI.away?.({ ...attempt, processor: 'AGNI' });
    expect(agni).toMatchObject({ kind: 'redirect', transactionId: '', url: '/api/fm/agni/pay', method: 'post', fields: { amount: '300', bonus: '0.00', currency: 'USD', csrf: 'csrf-token' } });
    next = [ok('redirect', { transactionId: 'g1', redirect: '/api/shape/invoice/g1' })];
    expect(await PROCESSORS.SHAPE.away?.({ ...attempt, processor: 'SHAPE' })).toEqual({ kind: 'redirect', transactionId: 'g1', url: '/api/shape/invoice/g1', method: 'get', fields: {} });
    // No card went anywhere: only SHAPE made a call, and it carried none.
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0]?.body)).not.toContain('4242');
    expect(JSON.stringify([ez, agni])).not.toContain('4242');
    // Hosted processors pay the same way from `pay` (the card is ignored).
    expect(await PROCESSORS.EZPAY.pay(INPUT)).toMatchObject({ kind: 'redirect' });
  });

  it('VLOAD: prepare names /api/vload/start, no card goes with it; server-rule refusals and declines read as usual', async () => {
    const attempt = { key: 'd.2.VLOAD', depositId: 'd', processor: 'VLOAD' as const, request: INPUT.request };
    next = [
      ok('redirect', { transactionId: 'tx_v', redirect: '/api/vload/start?amount=300&tx=tx_v' }),
      no('day_limit', 'x', false),
      no('min_deposit', 'Wrong amount! Min deposit 500', false),
      ok('redirect', { transactionId: 'tx_w', redirect: '/api/vload/start?amount=300&tx=tx_w' }),
    ];
    expect(await PROCESSORS.VLOAD.away?.(attempt)).toEqual({ kind: 'redirect', transactionId: 'tx_v', url: '/api/vload/start?amount=300&tx=tx_v', method: 'get', fields: {} });
    expect(calls[0]).toEqual({
      path: '/api/vload/prepare',
      body: { amount: '300', fixed: false, bonus: '0.00', currency: 'USD', deposit_id: 'd', idempotency_key: 'd.2.VLOAD' },
    });
    expect(await PROCESSORS.VLOAD.away?.(attempt)).toEqual({ kind: 'declined', cascade: false, code: 'day_limit', message: DAY_LIMIT_MESSAGE });
    expect(await PROCESSORS.VLOAD.away?.(attempt)).toMatchObject({ kind: 'declined', cascade: false, code: 'min_deposit', message: 'Wrong amount! Min deposit 500' });
    // `pay` with the typed card in hand goes the same way: the card stays in our form.
    expect(await PROCESSORS.VLOAD.pay(INPUT)).toMatchObject({ kind: 'redirect', url: '/api/vload/start?amount=300&tx=tx_w' });
    expect(JSON.stringify(calls)).not.toContain('4242');
    expect(calls.map((call) => call.path)).not.toContain('/api/card/fast/vload');
  });

  it('ORANGE_NOT3D follows orangeppl’s data.redirect_url', async () => {
    next = [ok('redirect', { transactionId: 'tx', redirect: '/sandbox/3ds/tx' })];
    expect(await PROCESSORS.ORANGE_NOT3D.pay(INPUT)).toEqual({ kind: 'redirect', transactionId: 'tx', url: '/sandbox/3ds/tx', method: 'get', fields: {} });
    expect(calls[0]?.path).toBe('/api/card/fast/orangeppl');
  });

  it('only EARTH and FINITY send the currency (spec §7)', async () => {
    next = [ok('approved'), ok('approved'), ok('approved')];
    await PROCESSORS.FRAUD.pay(INPUT);
    await PROCESSORS.EARTH.pay(INPUT);
    await PROCESSORS.FINITY.pay(INPUT);
    expect(calls.map((call) => (call.body as { currency?: string }).currency)).toEqual([undefined, 'USD', 'USD']);
  });

  it('SHAPE declines read "Your transaction was declined."', async () => {
    next = [no('x', 'y', true)];
    expect(await PROCESSORS.SHAPE.pay(INPUT)).toMatchObject({ message: 'Your transaction was declined.' });
  });

  it('listen calls send the fields of spec §7 on their own paths', async () => {
    const expected: [keyof typeof PROCESSORS, string, Record<string, string>][] = [
      ['ORANGE', '/api/card/listen/orange', { transaction_id: 't9', id: 'd' }],
      ['ORANGE_NOT3D', '/api/card/listen/orange', { transaction_id: 't9', id: 'd' }],
      ['PFS', '/api/card/listen/pfs', { uid: 'd', id: 't9' }],
      ['CONCEPT', '/api/payconcept/listen', { transaction_id: 't9', id: 'd' }],
      ['AGNI', '/api/fm/agni/listen', { transaction_id: 't9' }],
      ['EZPAY', '/api/card/listen/ezpay', { transaction_id: 't9' }],
      ['VLOAD', '/api/card/listen/vload', { transaction_id: 't9' }],
    ];
    next = expected.map(() => ok('approved'));
    for (const [name] of expected) expect(await PROCESSORS[name].listen?.('t9', INPUT)).toMatchObject({ kind: 'approved' });
    expect(calls).toEqual(expected.map(([, path, body]) => ({ path, body })));
  });
});
