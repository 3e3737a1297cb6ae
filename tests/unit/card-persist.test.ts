// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { initialState, reduce } from '@/features/card/cascade.machine';
import { parseListenRoute } from '@/features/card/listenRoute';
import { loadDeposit, parseMachine, saveDeposit } from '@/features/card/persist';
import { cardDataOf, formatCardInput } from '@/features/card/cardForm';

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };

describe('deposit persistence', () => {
  it('writes the machine and the tried comma list, and reads them back', async () => {
    const step = reduce(initialState(['FRAUD', 'VLOAD'], []), { type: 'start', depositId: 'd1', request: REQUEST, stack: ['FRAUD', 'VLOAD'] });
    await saveDeposit(step.state, 1);
    expect(await db.cascade.get('stack')).toEqual({ key: 'stack', tried: 'FRAUD', updatedAt: 1 });
    expect(await loadDeposit(['FRAUD', 'VLOAD'])).toEqual(step.state);
    // never a card number: the machine carries none
    expect(JSON.stringify(await db.deposit.toArray())).not.toMatch(/\d{12,}/);
  });

  it('falls back to the tried list alone when the machine row is missing or foreign', async () => {
    await db.deposit.clear();
    // A row from before deposits had their own keys ('current'), unreadable: ignored.
    await db.deposit.put({ key: 'current', machine: '{"phase":"bogus"}', updatedAt: 2 });
    await db.cascade.put({ key: 'stack', tried: 'VLOAD', updatedAt: 2 });
    expect(await loadDeposit(['FRAUD', 'VLOAD'])).toEqual({ phase: 'idle', stack: ['FRAUD', 'VLOAD'], tried: ['VLOAD'] });
  });

  it("never reads or sweeps another payment's pending key kept in the same table", async () => {
    await db.deposit.clear();
    const walletKey = { key: 'pay:wallet' as const, machine: '{"phase":"sent","key":"k1"}', updatedAt: 1 };
    await db.deposit.put(walletKey);
    expect((await loadDeposit(['FRAUD', 'VLOAD'])).phase).toBe('idle');
    // Two days later a card deposit is saved: its sweep of finished day-old rows leaves the wallet's key alone.
    const step = reduce(initialState(['FRAUD', 'VLOAD'], []), { type: 'start', depositId: 'd2', request: REQUEST, stack: ['FRAUD', 'VLOAD'] });
    await saveDeposit(step.state, 2 * 24 * 60 * 60 * 1000);
    expect(await db.deposit.get('pay:wallet')).toEqual(walletKey);
  });

  it('parseMachine refuses what it did not write', () => {
    expect(parseMachine('not json')).toBeNull();
    expect(parseMachine('[]')).toBeNull();
    expect(parseMachine('{"phase":"idle","stack":["NOPE"],"tried":[]}')).toBeNull();
    expect(parseMachine('{"phase":"paying","stack":["FRAUD"],"tried":[]}')).toBeNull();
    expect(parseMachine('{"phase":"idle","stack":["FRAUD"],"tried":[]}')).toEqual({ phase: 'idle', stack: ['FRAUD'], tried: [] });
  });
});

describe('listen routes (3-D Secure return)', () => {
  it('parses /listen and its variants', () => {
    expect(parseListenRoute('/listen/funding/VLOAD/tx_1/dep_1')).toEqual({ processor: 'VLOAD', transactionId: 'tx_1' });
    expect(parseListenRoute('/listen-orange/funding/orange/tx_2/-')).toEqual({ processor: 'ORANGE', transactionId: 'tx_2' });
    expect(parseListenRoute('/listen-concept/funding/CONCEPT/tx%5F3/d')).toEqual({ processor: 'CONCEPT', transactionId: 'tx_3' });
    expect(parseListenRoute('/listen/funding/NOPE/tx/d')).toBeNull();
    expect(parseListenRoute('/show/funding')).toBeNull();
  });
});

describe('card form helpers', () => {
  it('groups digits and splits the holder', () => {
    expect(formatCardInput('4242-4242 42424242 9999')).toBe('4242 4242 4242 4242 999');
    expect(cardDataOf({ number: '4242 4242 4242 4242', cvv: ' 123 ', month: '01', year: '2030', holder: 'Ann Lee', country: 'FR', currency: 'USD' })).toEqual({
      number: '4242424242424242',
      cvv: '123',
      month: '01',
      year: '2030',
      firstName: 'Ann',
      lastName: 'Lee',
      country: 'FR',
    });
  });
});
