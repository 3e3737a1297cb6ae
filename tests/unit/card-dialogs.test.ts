import { describe, expect, it } from 'vitest';
import { initialState, reduce } from '@/features/card/cascade.machine';
import type { CascadeEvent, CascadeState, Step } from '@/features/card/cascade.types';
import { declinedCopy, entroCvvValid } from '@/features/card/dialogCopy';
import type { Outcome, ProcessorName } from '@/features/card/types';

// Entropay's dialogs (spec §4, §5) and what the payment-declined modal says after a network failure (spec §8).

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };
const start = (stack: ProcessorName[]): CascadeEvent => ({ type: 'start', depositId: 'd1', request: REQUEST, stack });
const keyOf = (step: Step): string => ('attempt' in step.state ? step.state.attempt.key : '');
const outcome = (step: Step, value: Outcome): Step => reduce(step.state, { type: 'outcome', key: keyOf(step), outcome: value });
const declinedState = (step: Step): Extract<CascadeState, { phase: 'declined' }> => {
  if (step.state.phase !== 'declined') throw new Error(`not declined: ${step.state.phase}`);
  return step.state;
};

describe('Entropay dialogs in the cascade machine', () => {
  it('only dialog_entro_pin opens the PIN/cvv dialog; the honor notice takes no answer', () => {
    const paying = reduce(initialState(['ZOOM'], []), start(['ZOOM']));
    const honor = outcome(paying, { kind: 'modal', name: 'modal_honor', message: 'Do not honor' });
    expect(honor.state).toMatchObject({ phase: 'dialog', modal: 'modal_honor' });
    // An answer to the honor notice is not a payment step: nothing is sent, the deposit does not go back to paying.
    expect(reduce(honor.state, { type: 'dialogAnswer', value: '123' })).toEqual({ state: honor.state, effects: [] });
    expect(reduce(honor.state, { type: 'dismiss' }).state.phase).toBe('idle');
  });

  it('the fallback payment_declined modal is the payment-declined modal, never a PIN dialog', () => {
    const paying = reduce(initialState(['ENTROPAY', 'VLOAD'], []), start(['ENTROPAY', 'VLOAD']));
    const step = outcome(paying, { kind: 'modal', name: 'payment_declined', message: '' });
    expect(step.state).toMatchObject({ phase: 'declined', code: 'payment_declined', exhausted: false, canContinue: true });
    expect(step.effects).toEqual([{ type: 'notify', notice: 'declined', message: '' }]);
    // "Try another provider" goes on with VLOAD.
    expect(reduce(step.state, { type: 'continue' }).effects[0]).toMatchObject({ type: 'pay', attempt: { processor: 'VLOAD' } });
    const start2 = outcome(paying, { kind: 'modal', name: 'dialog_entro_start', message: '' });
    expect(start2.state.phase).toBe('declined');
  });

  it('a PIN answer is sent once and its outcome ends the deposit', () => {
    const paying = reduce(initialState(['ENTROPAY'], []), start(['ENTROPAY']));
    const dialog = outcome(paying, { kind: 'modal', name: 'dialog_entro_pin', message: '' });
    const answered = reduce(dialog.state, { type: 'dialogAnswer', value: '1234' });
    expect(answered.state.phase).toBe('paying');
    expect(answered.effects).toEqual([{ type: 'answer', attempt: 'attempt' in dialog.state ? dialog.state.attempt : null, value: '1234' }]);
    // A processor without an answer call: the runner reports a cascading decline, so the deposit never stays paying.
    const failed = outcome(answered, { kind: 'declined', cascade: true, code: 'dialog', message: '' });
    expect(failed.state).toMatchObject({ phase: 'declined', exhausted: true });
  });

  it("cvv needs at least 3 characters ('Please fill cvv!'); an empty PIN is not valid", () => {
    expect(entroCvvValid('')).toBe(false);
    expect(entroCvvValid('  ')).toBe(false);
    expect(entroCvvValid('12')).toBe(false);
    expect(entroCvvValid('123')).toBe(true);
    expect(entroCvvValid('1234')).toBe(true);
  });
});

describe('payment-declined modal wording', () => {
  it('a network failure on the last processor says the attempt was checked and not charged', () => {
    const paying = reduce(initialState(['FRAUD'], []), start(['FRAUD']));
    const key = keyOf(paying);
    const checking = reduce(paying.state, { type: 'networkFailed', key });
    const unseen = reduce(checking.state, { type: 'checked', key, outcome: null });
    expect(declinedCopy(declinedState(unseen))).toEqual({ title: 'declined.network_title', note: 'declined.network' });
  });

  it('a real decline that exhausts the stack says no provider accepted the card; a stop says only its message', () => {
    const paying = reduce(initialState(['FRAUD'], []), start(['FRAUD']));
    const exhausted = outcome(paying, { kind: 'declined', cascade: true, code: 'declined', message: 'Transaction declined' });
    expect(declinedCopy(declinedState(exhausted))).toEqual({ title: 'declined.title', note: 'declined.exhausted' });
    const stopped = outcome(paying, { kind: 'declined', cascade: false, code: 'insufficient_funds', message: 'Not sufficient funds' });
    expect(declinedCopy(declinedState(stopped))).toEqual({ title: 'declined.title', note: null });
  });
});
