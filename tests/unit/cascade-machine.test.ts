import { describe, expect, it } from 'vitest';
import { initialState, inFlight, reduce, requireCard } from '@/features/card/cascade.machine';
import type { CascadeEvent, CascadeState, Step } from '@/features/card/cascade.types';
import { attemptKey, formatTried, parseTried, resolveStack } from '@/features/card/stack';
import type { Outcome, ProcessorName } from '@/features/card/types';

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };
const start = (stack: ProcessorName[] = ['FRAUD', 'VLOAD']): CascadeEvent => ({ type: 'start', depositId: 'd1', request: REQUEST, stack });

function run(state: CascadeState, ...events: CascadeEvent[]): Step {
  let step: Step = { state, effects: [] };
  for (const event of events) step = reduce(step.state, event);
  return step;
}

const keyOf = (step: Step): string => {
  if (!('attempt' in step.state)) throw new Error(`no attempt in ${step.state.phase}`);
  return step.state.attempt.key;
};
const outcome = (step: Step, value: Outcome): Step => reduce(step.state, { type: 'outcome', key: keyOf(step), outcome: value });
const declined = (cascade: boolean, message = 'Do not honor'): Outcome => ({ kind: 'declined', cascade, message, code: 'x' });

describe('stack', () => {
  it('user, else setting, else FRAUD,VLOAD', () => {
    expect(resolveStack('ORANGE,PFS', 'ZOOM')).toEqual(['ORANGE', 'PFS']);
    expect(resolveStack('', 'zoom, earth')).toEqual(['ZOOM', 'EARTH']);
    expect(resolveStack('', null)).toEqual(['FRAUD', 'VLOAD']);
    expect(resolveStack('NOPE', '')).toEqual(['FRAUD', 'VLOAD']);
    // PFS is dropped where it is not allowed
    expect(resolveStack('PFS,ORANGE', null, (name) => name !== 'PFS')).toEqual(['ORANGE']);
    expect(resolveStack('PFS', 'ZOOM', (name) => name !== 'PFS')).toEqual(['ZOOM']);
  });
  it('the tried list is the spec comma list', () => {
    expect(parseTried('FRAUD,VLOAD,FRAUD,x')).toEqual(['FRAUD', 'VLOAD']);
    expect(formatTried(['FRAUD', 'VLOAD'])).toBe('FRAUD,VLOAD');
    expect(parseTried('')).toEqual([]);
  });
});

describe('cascade machine', () => {
  it('approve at once: one pay, tried wiped, approved effect', () => {
    const step = run(initialState(['FRAUD', 'VLOAD'], []), start());
    expect(step.state.phase).toBe('paying');
    expect(step.effects).toEqual([{ type: 'pay', attempt: { key: attemptKey('d1', 1, 'FRAUD'), depositId: 'd1', processor: 'FRAUD', request: REQUEST } }]);
    expect(step.state.tried).toEqual(['FRAUD']);
    expect(inFlight(step.state)).toBe(true);
    const done = outcome(step, { kind: 'approved', transactionId: 't1' });
    expect(done.state).toMatchObject({ phase: 'approved', tried: [], transactionId: 't1' });
    expect(done.effects.map((effect) => effect.type)).toEqual(['approved', 'notify']);
  });

  it('a decline that cascades runs the next untried processor with a new key', () => {
    const first = run(initialState(['FRAUD', 'VLOAD'], []), start());
    const second = outcome(first, declined(true));
    expect(second.state).toMatchObject({ phase: 'paying', tried: ['FRAUD', 'VLOAD'] });
    const pay = second.effects.find((effect) => effect.type === 'pay');
    expect(pay).toMatchObject({ attempt: { processor: 'VLOAD', key: 'd1.2.VLOAD' } });
    expect(outcome(second, { kind: 'approved', transactionId: 't' }).state.phase).toBe('approved');
  });

  it('a decline that stops ends the deposit with its message and offers another provider', () => {
    const step = outcome(run(initialState(['FRAUD', 'VLOAD'], []), start()), declined(false, 'Not sufficient funds'));
    expect(step.state).toMatchObject({ phase: 'declined', message: 'Not sufficient funds', exhausted: false, canContinue: true });
    expect(step.effects).toEqual([{ type: 'notify', notice: 'declined', message: 'Not sufficient funds' }]);
    const next = reduce(step.state, { type: 'continue' });
    expect(next.effects[0]).toMatchObject({ type: 'pay', attempt: { processor: 'VLOAD' } });
  });

  it('exhausted stack: declined with exhausted, then the next start wipes the tried list', () => {
    let step = run(initialState(['FRAUD', 'VLOAD'], []), start());
    step = outcome(step, declined(true));
    step = outcome(step, declined(true, 'Transaction declined'));
    expect(step.state).toMatchObject({ phase: 'declined', exhausted: true, canContinue: false, tried: ['FRAUD', 'VLOAD'] });
    expect(step.effects).toContainEqual({ type: 'notify', notice: 'exhausted', message: 'Transaction declined' });
    expect(reduce(step.state, { type: 'continue' }).effects).toEqual([]);
    const again = reduce(step.state, { type: 'start', depositId: 'd2', request: REQUEST, stack: ['FRAUD', 'VLOAD'] });
    expect(again.state.tried).toEqual(['FRAUD']);
    expect(again.effects[0]).toMatchObject({ type: 'pay', attempt: { processor: 'FRAUD', key: 'd2.1.FRAUD' } });
  });

  it('a persisted tried list is honoured: the next start skips what was tried', () => {
    const step = run(initialState(['FRAUD', 'VLOAD'], ['FRAUD']), start());
    expect(step.effects[0]).toMatchObject({ attempt: { processor: 'VLOAD' } });
    expect(step.state.tried).toEqual(['FRAUD', 'VLOAD']);
  });

  it('wipes when full before a new attempt', () => {
    const step = run(initialState(['FRAUD', 'VLOAD'], ['VLOAD', 'FRAUD']), start());
    expect(step.state.tried).toEqual(['FRAUD']);
  });

  it('a redirect that left before the server named the payment (Entropay) takes the id its return brings', () => {
    let step = run(initialState(['ENTROPAY'], []), start(['ENTROPAY']));
    step = outcome(step, { kind: 'redirect', transactionId: '', url: '/api/entro/redirect?amount=300', method: 'get', fields: {} });
    expect(step.state).toMatchObject({ phase: 'redirecting', transactionId: '' });
    expect(reduce(step.state, { type: 'returned', processor: 'FRAUD', transactionId: 'tx_9' }).effects).toEqual([]);
    step = reduce(step.state, { type: 'returned', processor: 'ENTROPAY', transactionId: 'tx_9' });
    expect(step.state).toMatchObject({ phase: 'listening', transactionId: 'tx_9' });
    expect(step.effects).toEqual([{ type: 'listen', attempt: expect.objectContaining({ processor: 'ENTROPAY' }), transactionId: 'tx_9', delayMs: 0 }]);
    // Once named, another id is not taken.
    expect(reduce(step.state, { type: 'returned', processor: 'ENTROPAY', transactionId: 'tx_other' }).effects).toEqual([]);
    // A reload without the return route asks what became of the key instead of listening on no id.
    const away = outcome(run(initialState(['ENTROPAY'], []), start(['ENTROPAY'])), { kind: 'redirect', transactionId: '', url: '/x', method: 'get', fields: {} });
    const resumed = reduce(away.state, { type: 'resume', hasCard: false });
    expect(resumed.state.phase).toBe('checking');
    expect(resumed.effects).toEqual([{ type: 'check', key: keyOf(away), delayMs: 0 }]);
  });

  it('redirect: navigates; the return listens at once; pending polls every 5 s', () => {
    let step = run(initialState(['FRAUD', 'VLOAD'], []), start());
    step = outcome(step, { kind: 'redirect', transactionId: 't3', url: '/sandbox/3ds/t3', method: 'get', fields: {} });
    expect(step.state.phase).toBe('redirecting');
    expect(step.effects).toEqual([{ type: 'redirect', url: '/sandbox/3ds/t3', method: 'get', fields: {} }]);
    expect(reduce(step.state, { type: 'returned', processor: 'VLOAD', transactionId: 't3' }).effects).toEqual([]);
    step = reduce(step.state, { type: 'returned', processor: 'FRAUD', transactionId: 't3' });
    expect(step.state.phase).toBe('listening');
    expect(step.effects[0]).toMatchObject({ type: 'listen', transactionId: 't3', delayMs: 0 });
    step = outcome(step, { kind: 'pending', transactionId: 't3' });
    expect(step.effects[0]).toMatchObject({ type: 'listen', delayMs: 5000 });
    expect(step.state).toMatchObject({ phase: 'listening', polls: 1 });
    step = reduce(step.state, { type: 'listenFailed', key: keyOf(step) });
    expect(step.effects[0]).toMatchObject({ type: 'listen', delayMs: 5000 });
    expect(outcome(step, declined(true)).effects.find((effect) => effect.type === 'pay')).toMatchObject({ attempt: { processor: 'VLOAD' } });
  });

  it('network failure: asks the server about the key before moving on', () => {
    let step = run(initialState(['FRAUD', 'VLOAD'], []), start());
    const key = keyOf(step);
    step = reduce(step.state, { type: 'networkFailed', key });
    expect(step.state.phase).toBe('checking');
    expect(step.effects).toEqual([{ type: 'check', key, delayMs: 0 }]);
    // The check cannot reach the server either: ask again later, never move on blind.
    step = reduce(step.state, { type: 'checkFailed', key });
    expect(step.state.phase).toBe('checking');
    expect(step.effects).toEqual([{ type: 'check', key, delayMs: 5000 }]);
    // The server had charged: the answer is the first answer.
    const known = reduce(step.state, { type: 'checked', key, outcome: { kind: 'approved', transactionId: 't' } });
    expect(known.state.phase).toBe('approved');
    // The server never saw it: the key is burnt, the next processor runs, the trader gets the network toast.
    const unknown = reduce(step.state, { type: 'checked', key, outcome: null });
    expect(unknown.effects[0]).toEqual({ type: 'notify', notice: 'network' });
    expect(unknown.effects[1]).toMatchObject({ type: 'pay', attempt: { processor: 'VLOAD' } });
  });

  it('ignores late answers for an older key and a second start', () => {
    const first = run(initialState(['FRAUD', 'VLOAD'], []), start());
    const second = outcome(first, declined(true));
    expect(reduce(second.state, { type: 'outcome', key: keyOf(first), outcome: { kind: 'approved', transactionId: 'x' } }).state).toBe(second.state);
    expect(reduce(second.state, start()).effects).toEqual([]);
  });

  it('modal outcome opens the dialog; the answer goes to the processor; dismiss returns to idle', () => {
    let step = run(initialState(['ENTROPAY'], []), start(['ENTROPAY']));
    step = outcome(step, { kind: 'modal', name: 'dialog_entro_pin', message: '' });
    expect(step.state).toMatchObject({ phase: 'dialog', modal: 'dialog_entro_pin' });
    const answered = reduce(step.state, { type: 'dialogAnswer', value: '123' });
    expect(answered.effects[0]).toMatchObject({ type: 'answer', value: '123' });
    expect(reduce(step.state, { type: 'dismiss' }).state.phase).toBe('idle');
  });

  it('resume after a reload: paying → check the key; listening → listen now', () => {
    const paying = run(initialState(['FRAUD', 'VLOAD'], []), start());
    const resumed = reduce(paying.state, { type: 'resume', hasCard: false });
    expect(resumed.state.phase).toBe('checking');
    expect(resumed.effects).toEqual([{ type: 'check', key: keyOf(paying), delayMs: 0 }]);
    const listening = outcome(paying, { kind: 'pending', transactionId: 't' });
    expect(reduce(listening.state, { type: 'resume', hasCard: false }).effects[0]).toMatchObject({ type: 'listen', delayMs: 0 });
    expect(reduce(initialState([], []), { type: 'resume', hasCard: false }).effects).toEqual([]);
  });

  it('without the card in memory a move to the next processor waits for the card', () => {
    const paying = run(initialState(['FRAUD', 'VLOAD'], []), start());
    const checking = reduce(paying.state, { type: 'resume', hasCard: false });
    const moved = requireCard(reduce(checking.state, { type: 'checked', key: keyOf(paying), outcome: null }), false);
    expect(moved.state).toMatchObject({ phase: 'needCard', next: 'VLOAD', tried: ['FRAUD'] });
    expect(moved.effects.some((effect) => effect.type === 'pay')).toBe(false);
    expect(moved.effects).toContainEqual({ type: 'notify', notice: 'need_card' });
    const resumed = reduce(moved.state, { type: 'continue' });
    expect(resumed.effects[0]).toMatchObject({ type: 'pay', attempt: { processor: 'VLOAD', key: 'd1.2.VLOAD' } });
  });

  describe('coming Back from the bank or the processor page: a choice, never an automatic bounce', () => {
    const REDIRECT: Outcome = { kind: 'redirect', transactionId: 't3', url: '/api/vload/start?amount=300&tx=t3', method: 'get', fields: {} };
    /** FRAUD declined, VLOAD's prepare named its page, the browser went there; the trader pressed Back. */
    const backOnVload = (): Step => {
      const told = outcome(outcome(run(initialState(['FRAUD', 'VLOAD'], []), start()), declined(true)), REDIRECT);
      // The second processor's page asks for the card again: the trader is told why before leaving.
      expect(told.state).toMatchObject({ phase: 'awayChoice', why: 'fallback' });
      expect(told.effects).toEqual([]);
      const away = reduce(told.state, { type: 'goAway' });
      expect(away.effects).toEqual([{ type: 'redirect', url: REDIRECT.url, method: 'get', fields: {} }]);
      return reduce(away.state, { type: 'resume', hasCard: false });
    };

    it('a decline that moves on to a hosted page says why first; cancelling there ends the cascade, nothing charged', () => {
      const told = outcome(outcome(run(initialState(['FRAUD', 'VLOAD'], []), start()), declined(true)), REDIRECT);
      expect(told.state).toMatchObject({ phase: 'awayChoice', why: 'fallback', tried: ['FRAUD', 'VLOAD'] });
      const cancelled = reduce(told.state, { type: 'cancelAway' });
      expect(cancelled.state).toMatchObject({ phase: 'cancelling' });
      expect(cancelled.effects).toEqual([{ type: 'cancel', attempt: expect.objectContaining({ processor: 'VLOAD' }) }]);
    });

    it('the listen answer that replays the redirect asks the trader; it neither navigates nor locks in a wait', () => {
      const resumed = backOnVload();
      expect(resumed.effects).toEqual([{ type: 'listen', attempt: expect.objectContaining({ key: 'd1.2.VLOAD' }), transactionId: 't3', delayMs: 0 }]);
      const asked = outcome(resumed, REDIRECT);
      expect(asked.state).toMatchObject({ phase: 'awayChoice', transactionId: 't3', url: REDIRECT.url, method: 'get' });
      expect(asked.effects).toEqual([]);
      expect(inFlight(asked.state)).toBe(false);
      // Neither a reload, a dismiss nor a second start moves it on: only the trader's choice does.
      for (const event of [{ type: 'resume', hasCard: true }, { type: 'dismiss' }, start()] as CascadeEvent[]) expect(reduce(asked.state, event).state).toBe(asked.state);
      // A late answer for the key is ignored while the choice is shown.
      expect(reduce(asked.state, { type: 'outcome', key: 'd1.2.VLOAD', outcome: { kind: 'approved', transactionId: 't3' } }).state).toBe(asked.state);
    });

    it('"Continue to your bank" navigates to the same page; its return listens as usual', () => {
      const asked = outcome(backOnVload(), REDIRECT);
      const going = reduce(asked.state, { type: 'goAway' });
      expect(going.state).toMatchObject({ phase: 'redirecting', transactionId: 't3' });
      expect(going.effects).toEqual([{ type: 'redirect', url: REDIRECT.url, method: 'get', fields: {} }]);
      // Finishing the page in another tab brings the return route here: it listens.
      const back = reduce(asked.state, { type: 'returned', processor: 'VLOAD', transactionId: 't3' });
      expect(back.effects[0]).toMatchObject({ type: 'listen', transactionId: 't3', delayMs: 0 });
    });

    it('"Cancel this payment" asks the server to decline it; the cascade then ends or moves on as a decline would', () => {
      const asked = outcome(backOnVload(), REDIRECT);
      const cancelling = reduce(asked.state, { type: 'cancelAway' });
      expect(cancelling.state.phase).toBe('cancelling');
      expect(cancelling.effects).toEqual([{ type: 'cancel', attempt: expect.objectContaining({ key: 'd1.2.VLOAD' }) }]);
      expect(inFlight(cancelling.state)).toBe(true);
      const cancelled: Outcome = { kind: 'declined', cascade: true, code: 'cancelled', message: 'The payment was cancelled.' };
      // VLOAD was the last of FRAUD,VLOAD: the cascade is exhausted, with the cancel's message.
      expect(outcome(cancelling, cancelled).state).toMatchObject({ phase: 'declined', exhausted: true, code: 'cancelled' });
      // On FRAUD's 3-D Secure page, a cancel moves on to VLOAD (a fresh call, whose redirect navigates).
      const onFraud = reduce(outcome(run(initialState(['FRAUD', 'VLOAD'], []), start()), { ...REDIRECT, url: '/sandbox/3ds/t1', transactionId: 't1' }).state, { type: 'resume', hasCard: false });
      const fraudAsked = outcome(onFraud, { ...REDIRECT, url: '/sandbox/3ds/t1', transactionId: 't1' });
      const next = outcome(reduce(fraudAsked.state, { type: 'cancelAway' }), cancelled);
      expect(next.effects).toEqual([{ type: 'pay', attempt: expect.objectContaining({ processor: 'VLOAD', key: 'd1.2.VLOAD' }) }]);
      // VLOAD's page will ask for the card again: explained first, then the trader's choice.
      const told = outcome(next, REDIRECT);
      expect(told.state).toMatchObject({ phase: 'awayChoice', why: 'fallback' });
      expect(reduce(told.state, { type: 'goAway' }).effects).toEqual([{ type: 'redirect', url: REDIRECT.url, method: 'get', fields: {} }]);
    });

    it('a cancel lost on the way or cut by a reload checks the key; a redirect answer asks again, an approval stands', () => {
      const cancelling = reduce(outcome(backOnVload(), REDIRECT).state, { type: 'cancelAway' });
      for (const event of [{ type: 'networkFailed', key: 'd1.2.VLOAD' }, { type: 'resume', hasCard: false }] as CascadeEvent[]) {
        const checking = reduce(cancelling.state, event);
        expect(checking.state.phase).toBe('checking');
        expect(checking.effects).toEqual([{ type: 'check', key: 'd1.2.VLOAD', delayMs: 0 }]);
        expect(reduce(checking.state, { type: 'checked', key: 'd1.2.VLOAD', outcome: REDIRECT }).state.phase).toBe('awayChoice');
        // The trader had paid on the page in another tab meanwhile: the deposit is approved, nothing is undone.
        expect(reduce(checking.state, { type: 'checked', key: 'd1.2.VLOAD', outcome: { kind: 'approved', transactionId: 't3' } }).state.phase).toBe('approved');
      }
      // A cancel whose reply is still the redirect asks again instead of navigating.
      expect(outcome(cancelling, REDIRECT).state.phase).toBe('awayChoice');
    });

    it('a redirect named by a check (a reload before the page, EZPAY\'s unnamed redirect) asks too', () => {
      const away = outcome(run(initialState(['EZPAY'], []), start(['EZPAY'])), { kind: 'redirect', transactionId: '', url: '/api/card/fast/ezpay?x', method: 'get', fields: {} });
      const checking = reduce(away.state, { type: 'resume', hasCard: false });
      const asked = reduce(checking.state, { type: 'checked', key: 'd1.1.EZPAY', outcome: { ...REDIRECT, url: '/sandbox/pay/t3' } });
      expect(asked.state).toMatchObject({ phase: 'awayChoice', url: '/sandbox/pay/t3', transactionId: 't3' });
      expect(asked.effects).toEqual([]);
    });
  });
});
