// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTraderDb, type TraderDb } from '@/db/database';
import { filterKey, offlineCopy, readLastResults, saveLastResults, scopedFilterKey } from '@/features/history/store';

let database: TraderDb;
beforeEach(() => {
  database = createTraderDb('trader', { indexedDB: new IDBFactory(), IDBKeyRange });
});

const order = (id: number, symbol: string) => ({ id, symbol, openTime: id * 1_000 });
const BTC_LOST = filterKey([undefined, undefined, 'lost', 'BTCUSD']);
const ANY = filterKey([undefined, undefined, '', '']);

describe('the offline copy of a history list keeps the filters it was loaded with', () => {
  it('shows the copy as the answer only for the same filters; for others it says they are other filters', async () => {
    await saveLastResults('order', BTC_LOST, [order(1, 'BTCUSD'), order(2, 'BTCUSD')], (o) => o.openTime, database);
    const stored = await readLastResults('order', database);
    expect(stored.filters).toBe(BTC_LOST);
    expect(offlineCopy(stored, BTC_LOST)).toEqual({ kind: 'copy', items: [order(2, 'BTCUSD'), order(1, 'BTCUSD')], otherFilters: false });
    expect(offlineCopy(stored, ANY)).toMatchObject({ kind: 'copy', otherFilters: true });
  });

  it('a new load replaces the copy and its filters; other kinds keep theirs', async () => {
    await saveLastResults('order', BTC_LOST, [order(1, 'BTCUSD')], (o) => o.openTime, database);
    await saveLastResults('transaction', ANY, [{ id: 9, executed: 9 }], (t) => t.executed, database);
    await saveLastResults('order', ANY, [order(3, 'EURUSD')], (o) => o.openTime, database);
    expect(await readLastResults('order', database)).toEqual({ filters: ANY, items: [order(3, 'EURUSD')] });
    expect((await readLastResults('transaction', database)).filters).toBe(ANY);
  });

  it('rows stored before filters were kept count as other filters; nothing stored is nothing to show', () => {
    expect(offlineCopy({ filters: null, items: [order(1, 'BTCUSD')] }, ANY)).toMatchObject({ kind: 'copy', otherFilters: true });
    expect(offlineCopy({ filters: ANY, items: [] }, ANY)).toEqual({ kind: 'none' });
  });

  it('a copy of another account\'s rows is nothing to show on this one, whatever the filters', async () => {
    const usd = scopedFilterKey(7, [undefined, undefined, '', '']);
    await saveLastResults('order', usd, [order(1, 'EURUSD')], (o) => o.openTime, database);
    const stored = await readLastResults('order', database);
    expect(offlineCopy(stored, usd)).toMatchObject({ kind: 'copy', otherFilters: false });
    expect(offlineCopy(stored, scopedFilterKey(7, [1, 2, 'won', '']))).toMatchObject({ kind: 'copy', otherFilters: true });
    expect(offlineCopy(stored, scopedFilterKey(8, [undefined, undefined, '', '']))).toEqual({ kind: 'none' });
    expect(offlineCopy(stored, ANY)).toEqual({ kind: 'none' });
  });
});
