// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardReply } from '@/api/card';
import { ApiError } from '@/api/http';
import { eventually } from './waiting';

const sent: { path: string; key: string }[] = [];
let payReplies: (CardReply | 'network')[] = [];
let outcomeReply: CardReply | null = null;
let outcomeFails = false;
let releaseLimits: () => void = () => undefined;
let limitsGate: Promise<void> = Promise.resolve();
function closeGate(): void {
  limitsGate = new Promise((resolve) => {
    releaseLimits = resolve;
  });
}

vi.mock('@/api/card', async (original) => {
  const actual = await original<typeof import('@/api/card')>();
  // The runner names a processor; the log keeps the address its call goes to.
  const { cardListen, cardPay } = await import('@common/api/cards.calls');
  return {
    ...actual,
    fundingLimits: vi.fn(async () => {
      await limitsGate;
      return { ok: true, value: { min_deposit: '250', currency: 'USD', factor: 1, cascade: 'FRAUD,VLOAD', approved_today: 0, daily_limit: 3 } };
    }),
    payCard: vi.fn(async (processor: keyof typeof cardPay, body: { idempotency_key: string }) => {
      sent.push({ path: cardPay[processor].path, key: body.idempotency_key });
      const next = payReplies.shift();
      if (next === undefined || next === 'network') throw new ApiError('network', 'Failed to fetch');
      return next;
    }),
    // VLOAD's first call (spec §7 GET /api/vload/prepare) carries the key and no card.
    vloadPrepare: vi.fn(async (body: { idempotency_key: string }) => {
      sent.push({ path: '/api/vload/prepare', key: body.idempotency_key });
      if (JSON.stringify(body).includes('4242')) throw new Error('a card went to VLOAD');
      const next = payReplies.shift();
      if (next === undefined || next === 'network') throw new ApiError('network', 'Failed to fetch');
      return next;
    }),
    listenCard: vi.fn(async (processor: keyof typeof cardListen, body: { transaction_id: string }) => {
      sent.push({ path: cardListen[processor].path, key: body.transaction_id });
      const next = payReplies.shift();
      if (next === undefined || next === 'network') throw new ApiError('network', 'Failed to fetch');
      return next;
    }),
    listenUnion: vi.fn(async (transactionId: string) => {
      sent.push({ path: '/api/unionpay/listen', key: transactionId });
      const next = payReplies.shift();
      if (next === undefined || next === 'network') throw new ApiError('network', 'Failed to fetch');
      return next;
    }),
    cancelCard: vi.fn(async (key: string) => {
      sent.push({ path: '/api/card/cancel', key });
      const next = payReplies.shift();
      if (next === undefined || next === 'network') throw new ApiError('network', 'Failed to fetch');
      return next;
    }),
    reportCascade: vi.fn(async () => undefined),
    entroRedirect: vi.fn(async (body: Parameters<typeof actual.entroRedirect>[0]) => actual.entroRedirectUrl({ ...body, csrf: 'csrf-token' })),
    askOutcome: vi.fn(async () => {
      if (outcomeFails) throw new ApiError('network', 'Failed to fetch');
      return outcomeReply;
    }),
  };
});
vi.mock('@/api/user', () => ({ fetchUser: vi.fn(async () => Promise.reject(new Error('not in this test'))) }));

const { createDepositRunner: realRunner } = await import('@/features/card/depositRunner');
const { createDepositClaim } = await import('@/features/card/depositClaim');
const { db } = await import('@/db/database');

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };
const CARD = { number: '4242424242424242', cvv: '123', month: '12', year: '2030', firstName: 'A', lastName: 'B', country: 'FR' };
const redirect = (transactionId: string, url: string): CardReply => ({ ok: true, status: 'redirect', transactionId, redirect: url, method: 'get', fields: {}, dialog: '' });
const approved: CardReply = { ok: true, status: 'approved', transactionId: 't1', redirect: '', method: 'get', fields: {}, dialog: '' };

/**
 * A runner whose claim uses neither real Web Locks nor sessionStorage (a newer Node has both; a lock released
 * asynchronously by one runner would then not yet be free for the next), closed after its test so no 5 s
 * outcome poll outlives it.
 */
const runners: ReturnType<typeof realRunner>[] = [];
function createDepositRunner() {
  const runner = realRunner(createDepositClaim(null, null));
  runners.push(runner);
  return runner;
}
afterEach(() => {
  for (const runner of runners.splice(0)) runner.close();
});

async function settled(runner: ReturnType<typeof createDepositRunner>, phases: string[]) {
  const seen: string[] = [];
  runner.connect({ onState: (state) => seen.push(state.phase), notify: () => undefined });
  await eventually(() => expect(phases.some((phase) => seen.includes(phase))).toBe(true));
  return seen;
}

beforeEach(async () => {
  closeGate();
  sent.length = 0;
  payReplies = [];
  outcomeReply = null;
  outcomeFails = false;
  await db.deposit.clear();
  await db.cascade.clear();
});

describe('deposit runner', () => {
  it('a click while the page is still loading waits for it, and charges once', async () => {
    const runner = createDepositRunner();
    payReplies = [approved];
    const states: string[] = [];
    runner.connect({ onState: (state) => states.push(state.phase), notify: () => undefined });
    runner.open({ userCascade: '', country: 'BR', returned: null });
    runner.start(REQUEST, CARD);
    releaseLimits();
    await eventually(() => expect(states).toContain('approved'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/api/fraud/card');
    // the key was on disk before the request left, and the card never was
    const stored = (await db.deposit.toArray())[0];
    expect(stored?.machine).toContain(sent[0]?.key ?? 'missing');
    expect(stored?.machine).not.toContain('4242424242424242');
  });

  it('a dropped response: asks the server about the key and takes its answer, without a second charge', async () => {
    const runner = createDepositRunner();
    payReplies = ['network'];
    outcomeReply = approved;
    runner.open({ userCascade: '', country: 'BR', returned: null });
    releaseLimits();
    runner.start(REQUEST, CARD);
    await settled(runner, ['approved']);
    expect(sent).toHaveLength(1);
  });

  it('a request the server never saw: moves on to the next processor with a new key', async () => {
    const runner = createDepositRunner();
    payReplies = ['network', approved];
    outcomeReply = null;
    const notices: string[] = [];
    const states: string[] = [];
    runner.connect({ onState: (state) => states.push(state.phase), notify: (notice) => notices.push(notice) });
    runner.open({ userCascade: '', country: 'BR', returned: null });
    releaseLimits();
    runner.start(REQUEST, CARD);
    await eventually(() => expect(states).toContain('approved'));
    expect(sent.map((call) => call.path)).toEqual(['/api/fraud/card', '/api/vload/prepare']);
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    expect(notices).toContain('network');
  });

  it('after a reload a stored attempt is checked, never sent again', async () => {
    const first = createDepositRunner();
    payReplies = ['network'];
    outcomeFails = true; // the connection is gone: the check cannot reach the server either
    first.open({ userCascade: '', country: 'BR', returned: null });
    releaseLimits();
    first.start(REQUEST, CARD);
    await eventually(async () => expect(((await db.deposit.toArray())[0])?.machine).toContain('"phase":"checking"'));
    first.close(); // the page goes away
    outcomeFails = false;
    outcomeReply = approved;
    closeGate();
    const second = createDepositRunner();
    const states: string[] = [];
    second.connect({ onState: (state) => states.push(state.phase), notify: () => undefined });
    second.open({ userCascade: '', country: 'BR', returned: null });
    releaseLimits();
    await eventually(() => expect(states).toContain('approved'));
    expect(sent).toHaveLength(1);
  });
  it('Entropay redirect: no card, the key on disk before the browser leaves for /api/entro/redirect', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    try {
      const runner = createDepositRunner();
      const states: string[] = [];
      runner.connect({ onState: (state) => states.push(state.phase), notify: () => undefined });
      runner.open({ userCascade: '', country: 'BR', returned: null });
      releaseLimits();
      runner.startRedirect(REQUEST, 'ENTROPAY');
      await eventually(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = String(assign.mock.calls[0]?.[0]);
      expect(url).toMatch(/^\/api\/entro\/redirect\?amount=300&/);
      const key = new URLSearchParams(url.split('?')[1]).get('idempotency_key') ?? 'missing';
      expect(key).toMatch(/\.ENTROPAY$/);
      expect(states).toContain('redirecting');
      expect(states).not.toContain('needCard');
      expect(sent).toEqual([]); // nothing was posted: the browser pays on Entropay's page
      expect(((await db.deposit.toArray())[0])?.machine).toContain(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Back from the bank page: the replayed redirect waits for the trader; a cancel moves on to VLOAD, whose page opens once the trader continues', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    try {
      const first = createDepositRunner();
      payReplies = [redirect('t1', '/sandbox/3ds/t1')];
      first.connect({ onState: () => undefined, notify: () => undefined });
      first.open({ userCascade: '', country: 'BR', returned: null });
      releaseLimits();
      first.start(REQUEST, CARD);
      await eventually(() => expect(assign).toHaveBeenCalledWith('/sandbox/3ds/t1'));
      first.close(); // the browser is on the bank's page; the trader presses Back
      closeGate();
      const second = createDepositRunner();
      payReplies = [redirect('t1', '/sandbox/3ds/t1')]; // the listen call replays the first reply
      const states: string[] = [];
      second.connect({ onState: (state) => states.push(state.phase), notify: () => undefined });
      second.open({ userCascade: '', country: 'BR', returned: null });
      releaseLimits();
      await eventually(() => expect(states).toContain('awayChoice'));
      expect(assign).toHaveBeenCalledTimes(1); // no bounce back to the bank
      payReplies = [{ ok: false, code: 'cancelled', message: 'The payment was cancelled.', cascade: true }, redirect('t2', '/api/vload/start?amount=300&tx=t2')];
      second.cancelAway();
      // VLOAD's page asks for the card again: the trader is told why, and goes there by choice.
      await eventually(() => expect(states.filter((phase) => phase === 'awayChoice')).toHaveLength(2));
      expect(assign).toHaveBeenCalledTimes(1);
      second.goAway();
      await eventually(() => expect(assign).toHaveBeenCalledWith('/api/vload/start?amount=300&tx=t2'));
      expect(sent.map((call) => call.path)).toEqual(['/api/fraud/card', '/api/card/listen/fraud', '/api/card/cancel', '/api/vload/prepare']);
      expect(sent[2]?.key).toBe(sent[0]?.key); // the cancel names the attempt by its key
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a /listen-union/ return asks /api/unionpay/listen, and its decline reads orange.pay_fail', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    try {
      const first = createDepositRunner();
      payReplies = [redirect('u1', '/sandbox/3ds/u1')];
      first.connect({ onState: () => undefined, notify: () => undefined });
      first.open({ userCascade: '', country: 'BR', returned: null });
      releaseLimits();
      first.start(REQUEST, CARD, ['ORANGE']);
      await eventually(() => expect(assign).toHaveBeenCalledWith('/sandbox/3ds/u1'));
      first.close(); // the bank sends the browser back to #/listen-union/funding/ORANGE/u1/…
      closeGate();
      const second = createDepositRunner();
      payReplies = [{ ok: false, code: '3ds_declined', message: 'Declined by the bank', cascade: false }];
      const states: { phase: string; message?: string }[] = [];
      second.connect({ onState: (state) => states.push({ phase: state.phase, message: 'message' in state ? String(state.message) : undefined }), notify: () => undefined });
      second.open({ userCascade: '', country: 'BR', returned: { processor: 'ORANGE', transactionId: 'u1', union: true } });
      releaseLimits();
      await eventually(() => expect(states.map((state) => state.phase)).toContain('declined'));
      expect(sent.map((call) => call.path)).toEqual(['/api/card/fast/orange', '/api/unionpay/listen']);
      expect(sent[1]?.key).toBe('u1');
      expect(states.find((state) => state.phase === 'declined')?.message).toBe('Payment failed. Please try another card.');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
