import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import type { User } from '@/api/user';
import { createTraderDb } from '@/db/database';
import { readUser, saveUser } from '@/db/user';
import { watchOnline, watchVisibility } from '@/sync/online';
import { createUserRefreshTask, USER_REFRESH_INTERVAL_MS } from '@/sync/tasks/user';

function user(available: string): User {
  return {
    email: 'ann@example.com', login: 'ann@example.com', country: 'GB', currency: 'USD', firstName: 'Ann',
    lastName: 'Lee', phone: '447700900123', regTime: 1, userId: 42, affsId: null, comments: '', cascade: '',
    balances: [], current_accountId: 7, available, verification: 'Full', verification_type: 'passport',
    depositsTotal: '0.00', status: 'USER_ACTIVE', doCard: '', cardRisk: '', entro_pin: '', md: '', mdps: '',
    btc_deposit: '', tr_success: 'no', tr_validate: 'no', tr_attemps: 0, wd_methods: '', bonus_summ: '0.00',
    min_deposit: '250.00', last_count: 0, iq_start: '', vload: '', fillCard: '', trigger_new: '',
  };
}

const database = createTraderDb('trader', { indexedDB: new IDBFactory(), IDBKeyRange });

afterEach(async () => {
  await database.user.clear();
});

describe('user refresh task', () => {
  it('runs every 90 000 ms, starting right away', () => {
    const task = createUserRefreshTask();
    expect(USER_REFRESH_INTERVAL_MS).toBe(90_000);
    expect(task.intervalMs).toBe(90_000);
    expect(task.firstDelayMs ?? 0).toBe(0);
    expect(task.name).toBe('user');
  });

  it('after a page that brought the server’s user, the first refresh is due 90 s after that copy, at every start', () => {
    let now = 31_000;
    const task = createUserRefreshTask({
      fetchUser: async () => user('1.00'),
      saveUser: async () => undefined,
      pageUserArrivedAt: () => 1_000,
      now: () => now,
    });
    expect(task.firstDelayMs).toBe(60_000);
    now = 200_000; // this tab became the leader long after the load
    expect(task.firstDelayMs).toBe(0);
  });

  it('a page from the cache (no user of its own) refreshes right away', () => {
    const task = createUserRefreshTask({ fetchUser: async () => user('1.00'), saveUser: async () => undefined, pageUserArrivedAt: () => null });
    expect(task.firstDelayMs).toBe(0);
  });

  it('stores the fetched user in Dexie', async () => {
    const task = createUserRefreshTask({
      fetchUser: async () => user('123.45'),
      saveUser: (fresh) => saveUser(fresh, database),
    });
    await task.run(new AbortController().signal);
    expect((await readUser(database))?.available).toBe('123.45');
  });

  it('writes nothing when stopped while the request was in flight (logout wipe wins)', async () => {
    const controller = new AbortController();
    const task = createUserRefreshTask({
      fetchUser: async () => {
        controller.abort();
        return user('1.00');
      },
      saveUser: (fresh) => saveUser(fresh, database),
    });
    await task.run(controller.signal);
    expect(await readUser(database)).toBeNull();
  });

  it("rethrows the api layer's 401 so the scheduler can stop", async () => {
    const task = createUserRefreshTask({
      fetchUser: () => Promise.reject(new ApiError('auth', 'Your session has ended', 401)),
      saveUser: (fresh) => saveUser(fresh, database),
    });
    await expect(task.run(new AbortController().signal)).rejects.toMatchObject({ kind: 'auth' });
    expect(await readUser(database)).toBeNull();
  });
});

describe('online and visibility sources', () => {
  it('follows online/offline events from navigator.onLine', () => {
    const target = new EventTarget();
    const online = watchOnline({ target, navigator: { onLine: false } });
    const heard: boolean[] = [];
    const unsubscribe = online.subscribe((value) => heard.push(value));
    expect(online.get()).toBe(false);
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    unsubscribe();
    target.dispatchEvent(new Event('online'));
    expect(heard).toEqual([true, false]);
    expect(online.get()).toBe(true);
    online.dispose();
    target.dispatchEvent(new Event('offline'));
    expect(online.get()).toBe(true);
  });

  it('follows visibilitychange', () => {
    const target = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const visibility = watchVisibility({ target });
    const heard: boolean[] = [];
    visibility.subscribe((value) => heard.push(value));
    target.visibilityState = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
    target.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual([true, false]);
    visibility.dispose();
  });
});
