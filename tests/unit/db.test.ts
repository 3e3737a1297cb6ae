// liveQuery silently never runs unless Dexie found a global indexedDB when it loaded, so install the fake
// globally before dexie is imported; the tests themselves still use a fresh IDBFactory each.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { Dexie, liveQuery, type DBCore, type DexieOptions } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/user';
import { sampleUser } from './sample-user';
import {
  clearUserData,
  createTraderDb,
  deleteDatabase,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  type TraderDb,
  type NotificationRowV1,
  type UserRowV1,
} from '@/db/database';
import { readUser, saveUser, unchangedAsLast } from '@/db/user';
import { eventually } from './waiting';

/** A fresh, empty fake IndexedDB per test: no test sees another's rows or versions. */
let deps: DexieOptions & { indexedDB: IDBFactory };

beforeEach(() => {
  deps = { indexedDB: new IDBFactory(), IDBKeyRange };
});

function open(name = 'trader'): TraderDb {
  return createTraderDb(name, deps);
}

async function exists(name: string): Promise<boolean> {
  return (await deps.indexedDB.databases()).some((info) => info.name === name);
}

/** Lets live queries re-run and emit. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}

async function fill(database: TraderDb): Promise<void> {
  const tables = [database.user, database.cascade, database.lastPayment, database.notifications, database.notificationCount, database.history, database.lists];
  await database.transaction('rw', tables, async () => {
    await saveUser(sampleUser(), database);
    await database.cascade.put({ key: 'stack', tried: 'FRAUD,VLOAD', updatedAt: 1 });
    await database.lastPayment.put({ key: 'last', bonus: false, fixed: true, amount: '100.00', currency: 'EUR' });
    await database.notifications.put({ id: 1, read: 0, createdAt: 1, text: 'Hi' });
    await database.notificationCount.put({ key: 'new', count: 1, updatedAt: 1 });
    await database.history.put({ id: 'o1', kind: 'order', time: 1, payload: null });
    await database.lists.put({ key: 'withdrawals.pending', value: [{ id: 1 }], updatedAt: 1 });
  });
}

describe('trader database versions', () => {
  it('upgrades a version 1 database (user under "current", boolean read flags) to version 2', async () => {
    const name = 'trader';
    // Exactly what the early build declared and wrote.
    const v1 = new Dexie(name, deps);
    v1.version(1).stores(SCHEMA_V1);
    const legacyUser: UserRowV1 = { key: 'current', user: sampleUser({ firstName: 'Legacy' }), updatedAt: 111 };
    const legacyNotifications: NotificationRowV1[] = [
      { id: 'n1', read: true, createdAt: 1, text: 'Deposit approved' },
      { id: 'n2', read: false, createdAt: 2, text: 'Welcome' },
      { id: 'n3', read: false, createdAt: 3, text: 'New signal' },
    ];
    await v1.table('user').put(legacyUser);
    await v1.table('notifications').bulkPut(legacyNotifications);
    expect(v1.verno).toBe(1);
    v1.close();

    const v2 = open(name);
    await v2.open();
    // Opening with the current code runs every upgrade up to the latest version (3: deposit, 4: signals, 5:
    // invoices, 6: the notification count, 7: signals notified, 8: last copies of lists).
    expect(v2.verno).toBe(8);

    expect(await v2.user.get('me')).toEqual({ key: 'me', user: legacyUser.user, updatedAt: 111 });
    expect(await v2.table('user').get('current')).toBeUndefined();
    expect(await v2.user.count()).toBe(1);
    expect(await readUser(v2)).toMatchObject({ firstName: 'Legacy' });

    const notifications = await v2.notifications.orderBy('createdAt').toArray();
    expect(notifications.map((row) => [row.id, row.read])).toEqual([
      ['n1', 1],
      ['n2', 0],
      ['n3', 0],
    ]);
    // The point of 0 | 1: "unread" is now an index query.
    expect(await v2.notifications.where('read').equals(0).count()).toBe(2);

    // The tables added in version 2 exist and take rows.
    await v2.cascade.put({ key: 'stack', tried: 'FRAUD', updatedAt: 5 });
    await v2.lastPayment.put({ key: 'last', bonus: true, fixed: false, amount: '250.00', currency: 'USD' });
    await v2.history.bulkPut([
      { id: 'o1', kind: 'order', time: 10, payload: { symbol: 'EURUSD' } },
      { id: 't1', kind: 'transaction', time: 20, payload: { amount: '250.00' } },
      { id: 'o2', kind: 'order', time: 30, payload: { symbol: 'BTCUSD' } },
    ]);
    const orders = await v2.history.where('[kind+time]').between(['order', Dexie.minKey], ['order', Dexie.maxKey]).toArray();
    expect(orders.map((row) => row.id)).toEqual(['o1', 'o2']);
  });

  it('upgrades a version 5 database (as an older build declared it) to the latest, keeping its rows', async () => {
    const name = 'trader';
    const v5 = new Dexie(name, deps);
    v5.version(1).stores(SCHEMA_V1);
    v5.version(2).stores(SCHEMA_V2);
    v5.version(3).stores(SCHEMA_V3);
    v5.version(4).stores(SCHEMA_V4);
    v5.version(5).stores(SCHEMA_V5);
    await v5.table('invoices').put({ guid: 'g1', status: 'waiting' });
    await v5.table('notifications').put({ id: 'n1', read: 0, createdAt: 1, text: 'Welcome' });
    expect(v5.verno).toBe(5);
    v5.close();

    const latest = open(name);
    await latest.open();
    expect(latest.verno).toBe(8);
    expect(await latest.invoices.where('status').equals('waiting').count()).toBe(1);
    expect(await latest.notifications.where('read').equals(0).count()).toBe(1);
    // The tables versions 6–8 added exist and take rows.
    await latest.notificationCount.put({ key: 'new', count: 3, updatedAt: 1 });
    await latest.lists.put({ key: 'tickets', value: [], updatedAt: 1 });
    expect(await latest.lists.count()).toBe(1);
  });

  it('creates a fresh database directly at the latest version', async () => {
    const database = open();
    await database.open();
    expect(database.verno).toBe(8);
    expect(database.tables.map((table) => table.name).toSorted()).toEqual([
      'cascade',
      'deposit',
      'history',
      'invoices',
      'lastPayment',
      'lists',
      'notificationCount',
      'notifications',
      'signals',
      'signalsNotified',
      'signalsSeen',
      'user',
    ]);
  });
});

describe('user row', () => {
  it('reads null when nobody is stored, then the saved user', async () => {
    const database = open();
    expect(await readUser(database)).toBeNull();
    await saveUser(sampleUser(), database, 1234);
    expect(await readUser(database)).toEqual(sampleUser());
    expect(await database.user.get('me')).toMatchObject({ key: 'me', updatedAt: 1234 });

    await saveUser(sampleUser({ available: '9750.00' }), database);
    expect(await database.user.count()).toBe(1);
    expect((await readUser(database))?.available).toBe('9750.00');
  });

  it('hands out the same user object while nothing in it changed, so a refresh re-renders nothing', async () => {
    const database = open();
    await saveUser(sampleUser(), database, 1);
    const first = unchangedAsLast(await readUser(database));
    await saveUser(sampleUser(), database, 2); // the 90 s refresh: same user, new row
    expect(unchangedAsLast(await readUser(database))).toBe(first);
    await saveUser(sampleUser({ available: '9750.00' }), database, 3);
    const changed = unchangedAsLast(await readUser(database));
    expect(changed).not.toBe(first);
    expect(changed).toMatchObject({ available: '9750.00' });
    expect(unchangedAsLast(null)).toBeNull();
  });

  it('live queries (what useCurrentUser renders from) follow saves and the logout wipe', async () => {
    const database = open();
    const seen: (User | null)[] = [];
    const subscription = liveQuery(() => readUser(database)).subscribe({ next: (user) => seen.push(user) });

    // Each step waits for its emission (not a fixed sleep, which a loaded machine outruns) before the next.
    const emitted = (count: number) => eventually(() => expect(seen).toHaveLength(count));
    await emitted(1);
    await saveUser(sampleUser({ available: '1.00' }), database);
    await emitted(2);
    await saveUser(sampleUser({ available: '2.00' }), database);
    await emitted(3);
    await clearUserData(database);
    await emitted(4);
    await settle(); // and nothing more arrives
    subscription.unsubscribe();

    expect(seen.map((user) => user?.available ?? null)).toEqual([null, '1.00', '2.00', null]);
  });
});

describe('logout wipe', () => {
  it('clearUserData empties every table in a single transaction', async () => {
    const database = open();
    const transactions: { mode: string; tables: string[] }[] = [];
    database.use({
      stack: 'dbcore',
      name: 'transaction-counter',
      create: (down: DBCore): DBCore => ({
        ...down,
        transaction(tables, mode, options) {
          transactions.push({ mode, tables: [...tables].toSorted() });
          return down.transaction(tables, mode, options);
        },
      }),
    });
    await fill(database);
    transactions.length = 0;

    await clearUserData(database);

    expect(transactions).toEqual([
      {
        mode: 'readwrite',
        tables: ['cascade', 'deposit', 'history', 'invoices', 'lastPayment', 'lists', 'notificationCount', 'notifications', 'signals', 'signalsNotified', 'signalsSeen', 'user'],
      },
    ]);
    const counts = await Promise.all(database.tables.map((table) => table.count()));
    expect(counts).toEqual(database.tables.map(() => 0));
  });

  it('deleteDatabase removes it from IndexedDB, and the next sign-in recreates it', async () => {
    const database = open();
    await fill(database);
    expect(await exists('trader')).toBe(true);

    await clearUserData(database);
    await deleteDatabase(database);
    expect(await exists('trader')).toBe(false);

    // Same page, new sign-in: the handle reopens an empty database instead of throwing DatabaseClosedError.
    expect(await readUser(database)).toBeNull();
    await saveUser(sampleUser({ firstName: 'Bob' }), database);
    expect((await readUser(database))?.firstName).toBe('Bob');
  });

  it('another open connection (another tab) lets the delete through and sees an empty database', async () => {
    const tabA = open();
    const tabB = open();
    await fill(tabA);
    expect(await readUser(tabB)).not.toBeNull();

    await clearUserData(tabA);
    expect(await readUser(tabB)).toBeNull();
    await deleteDatabase(tabA);
    expect(await exists('trader')).toBe(false);
    expect(await readUser(tabB)).toBeNull();
  });
});
