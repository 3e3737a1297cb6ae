// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { initialState, reduce } from '@/features/card/cascade.machine';
import type { CascadeState } from '@/features/card/cascade.types';
import { createDepositClaim, type ClaimLocks } from '@/features/card/depositClaim';
import { loadDeposit, saveDeposit } from '@/features/card/persist';

// Two funding tabs each run their own deposit: neither overwrites the other's saved state, each resumes its own
// after a reload, and a deposit whose tab is gone is adopted by exactly one tab.

const REQUEST = { amount: '300', bonus: '0.00', fixed: false, currency: 'USD' };
const STACK = ['FRAUD', 'VLOAD'] as const;

/** Web Locks with `ifAvailable`, shared by the simulated tabs of one browser. */
class Locks implements ClaimLocks {
  private readonly held = new Set<string>();
  async request(name: string, _options: { ifAvailable: true }, callback: (lock: Lock | null) => Promise<void>): Promise<unknown> {
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held.delete(name);
    }
  }
}

/** sessionStorage of one tab (a reload keeps it; another tab has its own). */
class TabStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

function started(depositId: string): CascadeState {
  return reduce(initialState([...STACK], []), { type: 'start', depositId, request: REQUEST, stack: [...STACK] }).state;
}

beforeEach(async () => {
  await db.deposit.clear();
  await db.cascade.clear();
});

describe('a pending deposit per tab', () => {
  it("two tabs save their own deposits; each reload resumes its own; a new tab takes none that is held", async () => {
    const locks = new Locks();
    const storeA = new TabStorage();
    const storeB = new TabStorage();
    const tabA = createDepositClaim(locks, storeA);
    const tabB = createDepositClaim(locks, storeB);

    const a = started('dep_a');
    expect(await tabA.take('dep_a')).toBe(true);
    await saveDeposit(a, 1);
    const b = started('dep_b');
    expect(await tabB.take('dep_b')).toBe(true);
    await saveDeposit(b, 2);
    // B's later write did not replace A's deposit.
    expect((await db.deposit.toArray()).map((row) => row.key).toSorted()).toEqual(['dep:dep_a', 'dep:dep_b']);

    // Tab A reloads: its lock goes with the old page; the new page finds its own deposit by the id it kept.
    tabA.drop();
    const reloadedA = createDepositClaim(locks, storeA);
    expect(await loadDeposit([...STACK], reloadedA.own(), (id) => reloadedA.take(id))).toEqual(a);

    // A third tab with no deposit of its own: both are held, so it starts idle (it polls nothing).
    const tabC = createDepositClaim(locks, new TabStorage());
    expect(await loadDeposit([...STACK], tabC.own(), (id) => tabC.take(id))).toMatchObject({ phase: 'idle' });

    // B's tab closes: its deposit is adopted by the next page that opens, and only one can hold it.
    tabB.drop();
    const tabD = createDepositClaim(locks, new TabStorage());
    expect(await loadDeposit([...STACK], tabD.own(), (id) => tabD.take(id))).toEqual(b);
    const tabE = createDepositClaim(locks, new TabStorage());
    expect(await loadDeposit([...STACK], tabE.own(), (id) => tabE.take(id))).toMatchObject({ phase: 'idle' });
    expect(tabD.own()).toBe('dep_b');
  });

  it('a duplicated tab (same sessionStorage) does not drive the original’s deposit', async () => {
    const locks = new Locks();
    const store = new TabStorage();
    const original = createDepositClaim(locks, store);
    await original.take('dep_x');
    await saveDeposit(started('dep_x'), 1);
    const copy = new TabStorage();
    copy.setItem('card.deposit', 'dep_x');
    const duplicate = createDepositClaim(locks, copy);
    expect(await loadDeposit([...STACK], duplicate.own(), (id) => duplicate.take(id))).toMatchObject({ phase: 'idle' });
  });

  it('closing a finished deposit removes its row; finished rows older than a day are pruned', async () => {
    const approved = reduce(started('dep_f'), { type: 'outcome', key: 'dep_f.1.FRAUD', outcome: { kind: 'approved', transactionId: 't' } }).state;
    await saveDeposit(approved, 1);
    const idle = reduce(approved, { type: 'dismiss' }).state;
    await saveDeposit(idle, 2, approved);
    expect(await db.deposit.count()).toBe(0);

    await saveDeposit(approved, 1);
    await saveDeposit(started('dep_g'), 1 + 25 * 60 * 60 * 1000);
    expect((await db.deposit.toArray()).map((row) => row.key)).toEqual(['dep:dep_g']);
  });
});
