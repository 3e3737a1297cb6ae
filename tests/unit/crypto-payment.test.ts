// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { db } from '@/db/database';
import { canSubmit, initialPayment, reducePayment, type PaymentState } from '@/money/payment.machine';
import { clearPending, loadPending, storePending } from '@/db/pendingRequest';
import { createPaymentRunner } from '@/money/usePayment';
import { eventually } from './waiting';

const PENDING = { key: 'wal.k1', signature: 'sig-a' };

describe('payment machine (ARCHITECTURE.md §5)', () => {
  it('stores the key before the request leaves, and clears it on an answer', () => {
    const sent = reducePayment(initialPayment, { type: 'submit', signature: 'sig-a', newKey: 'wal.k1' });
    expect(sent.state).toEqual({ phase: 'sending', pending: PENDING });
    expect(sent.effects).toEqual([{ type: 'store', pending: PENDING }, { type: 'send', key: 'wal.k1' }]);
    expect(canSubmit(sent.state)).toBe(false);
    expect(reducePayment(sent.state, { type: 'submit', signature: 'sig-b', newKey: 'wal.k2' }).state).toBe(sent.state);
    expect(reducePayment(sent.state, { type: 'answered' })).toEqual({ state: initialPayment, effects: [{ type: 'clear' }] });
  });

  it('a lost answer asks for the outcome; a known one clears, an unknown wallet key is burnt', () => {
    const sending: PaymentState = { phase: 'sending', pending: PENDING };
    const checking = reducePayment(sending, { type: 'networkFailed' });
    expect(checking).toEqual({ state: { phase: 'checking', pending: PENDING }, effects: [{ type: 'ask', key: 'wal.k1' }] });
    expect(reducePayment(checking.state, { type: 'outcomeKnown' })).toEqual({ state: initialPayment, effects: [{ type: 'clear' }] });
    expect(reducePayment(checking.state, { type: 'outcomeUnknown', reusable: false })).toEqual({ state: initialPayment, effects: [{ type: 'clear' }] });
  });

  it('an unknown invoice key stays for a retry of the same request; a changed request gets a new key', () => {
    const checking: PaymentState = { phase: 'checking', pending: PENDING };
    const idle = reducePayment(checking, { type: 'outcomeUnknown', reusable: true }).state;
    expect(idle).toEqual({ phase: 'idle', pending: PENDING });
    expect(reducePayment(idle, { type: 'submit', signature: 'sig-a', newKey: 'wal.other' }).effects).toContainEqual({ type: 'send', key: 'wal.k1' });
    expect(reducePayment(idle, { type: 'submit', signature: 'sig-b', newKey: 'wal.k2' }).effects).toContainEqual({ type: 'send', key: 'wal.k2' });
  });

  it('offline while asking: unsure, nothing new may start until a recheck answers', () => {
    const unsure = reducePayment({ phase: 'checking', pending: PENDING }, { type: 'askFailed' }).state;
    expect(unsure).toEqual({ phase: 'unsure', pending: PENDING });
    expect(canSubmit(unsure)).toBe(false);
    expect(reducePayment(unsure, { type: 'submit', signature: 'sig-b', newKey: 'x' }).state).toBe(unsure);
    expect(reducePayment(unsure, { type: 'recheck' })).toEqual({ state: { phase: 'checking', pending: PENDING }, effects: [{ type: 'ask', key: 'wal.k1' }] });
  });

  it('a key found on disk at open (a reload mid-request) is asked about first', () => {
    expect(reducePayment(initialPayment, { type: 'restore', pending: PENDING })).toEqual({
      state: { phase: 'checking', pending: PENDING },
      effects: [{ type: 'ask', key: 'wal.k1' }],
    });
    expect(reducePayment(initialPayment, { type: 'restore', pending: null }).state).toBe(initialPayment);
  });
});

describe('pending keys on disk', () => {
  it('round-trips in the deposit table beside the card deposit, and refuses foreign rows', async () => {
    await storePending('wallet:perfect', PENDING);
    expect(await loadPending('wallet:perfect')).toEqual(PENDING);
    expect(await loadPending('invoice')).toBeNull();
    await db.deposit.put({ key: 'pay:invoice', machine: '{"nope":1}', updatedAt: 1 });
    expect(await loadPending('invoice')).toBeNull();
    await clearPending('wallet:perfect');
    expect(await loadPending('wallet:perfect')).toBeNull();
  });
});


describe('payment runner', () => {
  it('the key is on disk when the request leaves; a network failure asks the outcome with the same key', async () => {
    const states: string[] = [];
    const seen: string[] = [];
    const results: string[] = [];
    const runner = createPaymentRunner<string>('wallet:test1', (state) => states.push(state.phase));
    // The result is acted on only once the key is off the disk: record what the disk held at that moment.
    const onResult = async (r: string) => void results.push(`${r} cleared=${(await loadPending('wallet:test1')) === null}`);
    runner.connect({ reusable: false, ask: async (key) => (seen.push(`ask ${key}`), 'approved later'), onResult, onUnknown: () => undefined });
    runner.submit(
      'sig',
      async (key) => {
        seen.push(`send ${key} stored=${(await loadPending('wallet:test1'))?.key === key}`);
        throw new ApiError('network', 'dropped');
      },
      'wal',
    );
    // The machine is idle before the key is cleared and the result acted on (a disk write later): wait for the result.
    await eventually(() => expect(results).toEqual(['approved later cleared=true']));
    expect(states).toEqual(['sending', 'checking', 'idle']);
    expect(seen[0]).toMatch(/^send wal\.[0-9a-f-]{36} stored=true$/);
    expect(seen[1]).toBe(`ask ${seen[0]?.split(' ')[1]}`);
  });

  it('opens on a stored key: asks, and an unknown wallet key ends as "not made"', async () => {
    await storePending('wallet:test2', PENDING);
    let unknown = 0;
    const asked: string[] = [];
    const runner = createPaymentRunner<string>('wallet:test2', () => undefined);
    runner.connect({ reusable: false, ask: async (key) => (asked.push(key), null), onResult: () => undefined, onUnknown: () => (unknown += 1) });
    await runner.open();
    await eventually(() => expect(unknown).toBe(1));
    expect(asked).toEqual(['wal.k1']);
    await eventually(async () => expect(await loadPending('wallet:test2')).toBeNull());
  });

  it('offline at open: unsure until a recheck gets the answer', async () => {
    await storePending('invoice-test', PENDING);
    let online = false;
    const phases: string[] = [];
    const runner = createPaymentRunner<string>('invoice-test', (state) => phases.push(state.phase));
    runner.connect({
      reusable: true,
      ask: async () => {
        if (!online) throw new ApiError('network', 'offline');
        return 'the invoice';
      },
      onResult: () => undefined,
      onUnknown: () => undefined,
    });
    await runner.open();
    await eventually(() => expect(phases).toEqual(['checking', 'unsure']));
    runner.submit('other', async () => 'must not be sent', 'inv');
    online = true;
    runner.recheck();
    await eventually(() => expect(phases).toEqual(['checking', 'unsure', 'checking', 'idle']));
  });
});
