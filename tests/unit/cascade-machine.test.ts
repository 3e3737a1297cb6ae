import { describe, expect, it } from 'vitest';
import {
  attemptKey,
  type CascadeEvent,
  type CascadeState,
  formatTried,
  initialState,
  inFlight,
  parseTried,
  reduce,
  requireCard,
  resolveStack,
  type Step,
} from '@/features/card/cascade.machine';
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
});
