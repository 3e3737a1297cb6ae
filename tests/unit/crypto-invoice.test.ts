import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/crypto';
import { ApiError } from '@/api/http';
import { createTraderDb } from '@/db/database';
import type { InvoiceRow } from '@/db/types';
import type { Coin } from '@common/coins';
import {
  formatCountdown,
  initialState,
  invoiceReducer,
  remainingMs,
  shouldPoll,
  type InvoiceEvent,
  type InvoiceState,
} from '@/features/crypto/invoice.machine';
import { applyEvent, rowFromInvoice, saveInvoice, toState, waitingInvoices } from '@/features/crypto/store';
import { createInvoiceTask, INVOICE_TASK_TICK_MS, type InvoiceTaskDeps } from '@/features/crypto/task';
import { invoiceView } from '@/features/crypto/invoiceView';

const HOUR = 3_600_000;
const start = (coin: Coin = 'btc', at = 0): InvoiceState => initialState(coin, { status: 'wt', expires: 1_000 + HOUR, serverNow: 1_000 }, at);
const answered = (status: 'wt' | 'su' | 'ex', at: number, left = HOUR - at): InvoiceEvent => ({ type: 'answered', status, expires: left, serverNow: 0, at });

describe('invoice machine', () => {
  it('starts waiting with the server\'s remaining hour on the local clock', () => {
    const state = initialState('btc', { status: 'wt', expires: 5_000_000 + HOUR, serverNow: 5_000_000 }, 42);
    expect(state).toEqual({ coin: 'btc', status: 'wt', deadline: 42 + HOUR, checkedAt: 42, finalCheck: false });
    expect(remainingMs(state, 42 + 1_000)).toBe(HOUR - 1_000);
    expect(formatCountdown(HOUR)).toBe('60:00');
    expect(formatCountdown(59 * 60_000 + 7_001)).toBe('59:08');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('checks every 60 s while waiting, not before', () => {
    const state = start();
    expect(invoiceReducer(state, { type: 'tick', at: 59_999 }).effects).toEqual([]);
    expect(invoiceReducer(state, { type: 'tick', at: 60_000 }).effects).toEqual([{ type: 'check' }]);
    const after = invoiceReducer(state, answered('wt', 60_000)).state;
    expect(invoiceReducer(after, { type: 'tick', at: 100_000 }).effects).toEqual([]);
    expect(invoiceReducer(after, { type: 'tick', at: 120_000 }).effects).toEqual([{ type: 'check' }]);
  });

  it('wt → su and wt → ex are final: no more checks, late answers change nothing', () => {
    for (const status of ['su', 'ex'] as const) {
      const { state, effects } = invoiceReducer(start(), answered(status, 10_000));
      expect(state.status).toBe(status);
      expect(effects).toEqual([{ type: 'finished', status }]);
      expect(shouldPoll(state)).toBe(false);
      expect(invoiceReducer(state, { type: 'tick', at: HOUR * 2 }).effects).toEqual([]);
      expect(invoiceReducer(state, answered('wt', 20_000)).state.status).toBe(status);
    }
  });

  it('checks once when the countdown ends, even right after a regular check', () => {
    let state = invoiceReducer(start(), answered('wt', HOUR - 10_000)).state;
    const end = invoiceReducer(state, { type: 'tick', at: HOUR });
    expect(end.effects).toEqual([{ type: 'check' }]);
    state = end.state;
    expect(state.finalCheck).toBe(true);
    expect(invoiceReducer(state, { type: 'tick', at: HOUR + 5_000 }).effects).toEqual([]);
    expect(invoiceReducer(state, answered('ex', HOUR + 100, 0)).state.status).toBe('ex');
  });

  it('ETH polls only while wt', () => {
    const eth = start('eth');
    expect(shouldPoll(eth)).toBe(true);
    expect(invoiceReducer(eth, { type: 'tick', at: 60_000 }).effects).toEqual([{ type: 'check' }]);
    const paid = invoiceReducer(eth, answered('su', 30_000)).state;
    expect(shouldPoll(paid)).toBe(false);
    expect(invoiceReducer(paid, { type: 'tick', at: 60_000 }).effects).toEqual([]);
  });

  it('not_found (gone) makes a waiting invoice unknown: final, never checked again', () => {
    const { state, effects } = invoiceReducer(start(), { type: 'gone', at: 60_000 });
    expect(state.status).toBe('unknown');
    expect(effects).toEqual([]);
    expect(shouldPoll(state)).toBe(false);
    expect(invoiceReducer(state, { type: 'tick', at: HOUR * 2 }).effects).toEqual([]);
    expect(invoiceReducer(state, answered('su', 70_000)).state.status).toBe('unknown');
    const paid = invoiceReducer(start(), answered('su', 1_000)).state;
    expect(invoiceReducer(paid, { type: 'gone', at: 2_000 }).state.status).toBe('su');
  });

  it('a failed check waits a full interval before that invoice is due again', () => {
    const failed = invoiceReducer(start(), { type: 'failed', at: 60_000 }).state;
    expect(failed).toMatchObject({ status: 'wt', checkedAt: 60_000 });
    expect(invoiceReducer(failed, { type: 'tick', at: 65_000 }).effects).toEqual([]);
    expect(invoiceReducer(failed, { type: 'tick', at: 120_000 }).effects).toEqual([{ type: 'check' }]);
  });

  it('a moved server clock shortens the countdown at the next answer', () => {
    const state = invoiceReducer(start(), { type: 'answered', status: 'wt', expires: 2_000_000, serverNow: 1_990_000, at: 60_000 }).state;
    expect(remainingMs(state, 60_000)).toBe(10_000);
  });
});

function invoice(guid: string, coin = 'btc', status: Invoice['status'] = 'wt'): Invoice {
  return { guid, coin, address: 'bc1qexample', amount: '0.00500000', currency: 'USD', fiat_amount: '300.00', rate: '60000.00', fixed: false, status, hash: '', expires: HOUR, now: 0 };
}

/** In-memory rows with the real reducer: counts the checks the task makes over simulated time. */
function memory(count: number, answerAfter: (guid: string, at: number) => Invoice['status'] = () => 'wt') {
  let now = 0;
  const rows = new Map<string, InvoiceRow>();
  for (let i = 0; i < count; i += 1) {
    const row = rowFromInvoice(invoice(`g${i}`), 0, 'en');
    if (row) rows.set(row.guid, row);
  }
  const checks: string[] = [];
  const refreshes: number[] = [];
  const deps: InvoiceTaskDeps = {
    now: () => now,
    refreshUser: async () => {
      refreshes.push(now);
    },
    waiting: async () => [...rows.values()].filter((row) => row.status === 'wt'),
    check: async (coin, guid) => {
      checks.push(guid);
      return { ...invoice(guid, coin, answerAfter(guid, now)), now: now, expires: HOUR };
    },
    apply: async (guid, event, extra = {}) => {
      const row = rows.get(guid);
      const state = row ? toState(row) : null;
      if (!row || !state) return [];
      const { state: next, effects } = invoiceReducer(state, event);
      rows.set(guid, { ...row, ...next, ...(extra.hash !== undefined ? { hash: extra.hash } : {}) });
      return effects;
    },
  };
  const run = async (untilMs: number) => {
    const task = createInvoiceTask(deps);
    for (; now <= untilMs; now += INVOICE_TASK_TICK_MS) await task.run(new AbortController().signal);
  };
  return { run, checks, rows, deps, refreshes, now: () => now };
}

/** Deps whose every check fails with `error`. */
const failingDeps = (error: Error): InvoiceTaskDeps => ({
  now: () => 60_000,
  refreshUser: async () => undefined,
  waiting: async () => [rowFromInvoice(invoice('a'), 0, 'en'), rowFromInvoice(invoice('b'), 0, 'en')].filter((row): row is InvoiceRow => row !== null),
  check: async () => {
    throw error;
  },
  apply: async (_guid, event) => (event.type === 'tick' ? [{ type: 'check' }] : []),
});

describe('invoice poller task', () => {
  it('ten minutes: one invoice costs 10 checks, three invoices 30 (never more than one per invoice a minute)', async () => {
    const one = memory(1);
    await one.run(600_000);
    expect(one.checks.length).toBe(10);
    const three = memory(3);
    await three.run(600_000);
    expect(three.checks.length).toBe(30);
    expect(new Set(three.checks)).toEqual(new Set(['g0', 'g1', 'g2']));
  });

  it('stops checking an invoice once it is paid', async () => {
    const sim = memory(2, (guid, at) => (guid === 'g0' && at >= 120_000 ? 'su' : 'wt'));
    await sim.run(600_000 - 1);
    expect(sim.checks.filter((guid) => guid === 'g0').length).toBe(2);
    expect(sim.rows.get('g0')?.status).toBe('su');
  });

  it('refreshes the user once, at the check that finds an invoice paid (not for an expired one)', async () => {
    const sim = memory(3, (guid, at) => (guid === 'g0' && at >= 120_000 ? 'su' : guid === 'g1' && at >= 60_000 ? 'ex' : 'wt'));
    await sim.run(600_000);
    expect(sim.rows.get('g1')?.status).toBe('ex');
    expect(sim.refreshes).toEqual([120_000]);
  });

  it('a not_found answer marks that invoice unknown; the task succeeds and keeps checking the others', async () => {
    const sim = memory(2);
    const check = sim.deps.check;
    sim.deps.check = async (coin, guid, signal) => {
      if (guid === 'g0') throw new ApiError('http', 'Unknown invoice.', undefined, 'not_found');
      return check(coin, guid, signal);
    };
    await sim.run(600_000);
    expect(sim.rows.get('g0')?.status).toBe('unknown');
    expect(sim.checks.filter((guid) => guid === 'g0')).toHaveLength(0);
    expect(sim.checks.filter((guid) => guid === 'g1')).toHaveLength(10);
  });

  it("one invoice's own failure does not fail the task, and that invoice waits a full interval", async () => {
    const sim = memory(2);
    const check = sim.deps.check;
    const tried: number[] = [];
    sim.deps.check = async (coin, guid, signal) => {
      if (guid === 'g0') {
        tried.push(sim.now());
        throw new ApiError('schema', 'Unexpected reply from the server');
      }
      return check(coin, guid, signal);
    };
    await sim.run(600_000); // run() would reject if the task threw
    expect(tried).toEqual([60_000, 120_000, 180_000, 240_000, 300_000, 360_000, 420_000, 480_000, 540_000, 600_000]);
    expect(sim.rows.get('g0')?.status).toBe('wt');
    expect(sim.checks.filter((guid) => guid === 'g1')).toHaveLength(10);
  });

  it('rethrows a 401 at once and reports other failures after trying every invoice', async () => {
    await expect(createInvoiceTask(failingDeps(new ApiError('auth', 'gone', 401))).run(new AbortController().signal)).rejects.toMatchObject({ kind: 'auth' });
    await expect(createInvoiceTask(failingDeps(new ApiError('network', 'down'))).run(new AbortController().signal)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('invoices in Dexie', () => {
  const database = createTraderDb('invoices-test', { indexedDB: new IDBFactory(), IDBKeyRange });

  it('keeps each invoice with its own state; the waiting ones come by index', async () => {
    const a = rowFromInvoice(invoice('a'), 1_000, 'en');
    const b = rowFromInvoice(invoice('b', 'eth'), 2_000, 'ru');
    if (!a || !b) throw new Error('rows');
    await saveInvoice(a, database);
    await saveInvoice(b, database);
    expect(await applyEvent('a', { type: 'answered', status: 'su', expires: HOUR, serverNow: 0, at: 3_000 }, { hash: 'abc' }, database)).toEqual([
      { type: 'finished', status: 'su' },
    ]);
    expect((await database.invoices.get('a'))?.status).toBe('su');
    expect((await database.invoices.get('a'))?.hash).toBe('abc');
    expect((await database.invoices.get('b'))?.deadline).toBe(2_000 + HOUR);
    expect((await waitingInvoices(database)).map((row) => row.guid)).toEqual(['b']);
    expect(await applyEvent('missing', { type: 'tick', at: 0 }, {}, database)).toEqual([]);
  });
});

/** A stored invoice in `status`, last checked at a fixed instant. */
const storedRow = (status: InvoiceRow['status']): InvoiceRow => ({
  guid: 'g-1', coin: 'btc', address: 'bc1q', amount: '0.005', currency: 'USD', fiatAmount: '300.00', fixed: false, status, hash: '', deadline: 0, finalCheck: false, checkedAt: 1_795_000_000_000, lang: 'en',
});

describe('what the invoice page shows', () => {

  it('opens a paid or expired invoice offline from its copy, marked with when it was last checked', () => {
    for (const status of ['su', 'ex', 'wt'] as const) {
      expect(invoiceView(storedRow(status), false, false)).toEqual({ kind: 'last-copy', row: storedRow(status), checkedAt: 1_795_000_000_000 });
      expect(invoiceView(storedRow(status), true, false)).toEqual({ kind: 'invoice', row: storedRow(status) });
    }
  });

  it('says an invoice never opened on this device is unseen offline (not a failure), and waits for the copy to be read', () => {
    expect(invoiceView(null, false, false)).toEqual({ kind: 'unseen' });
    expect(invoiceView(null, false, true)).toEqual({ kind: 'unseen' });
    expect(invoiceView(undefined, false, false)).toEqual({ kind: 'loading' });
    expect(invoiceView(null, true, false)).toEqual({ kind: 'loading' });
    expect(invoiceView(null, true, true)).toEqual({ kind: 'error' });
  });
});
