import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/user';
import { startSessionWith, type SessionStartDeps } from '@/app/localData';
import { clearUserData, createTraderDb } from '@/db/database';
import { readUser, saveUser } from '@/db/user';

function trader(userId: number, firstName: string): User {
  return {
    email: `${firstName.toLowerCase()}@example.com`, login: `${firstName.toLowerCase()}@example.com`, country: 'GB',
    currency: 'USD', firstName, lastName: 'Lee', phone: '447700900123', regTime: 1, userId, affsId: null, comments: '',
    cascade: '', balances: [], current_accountId: 7, available: '0.00', verification: 'Full', verification_type: 'passport',
    depositsTotal: '0.00', status: 'USER_ACTIVE', doCard: '', cardRisk: '', entro_pin: '', md: '', mdps: '',
    btc_deposit: '', tr_success: 'no', tr_validate: 'no', tr_attemps: 0, wd_methods: '', bonus_summ: '0.00',
    min_deposit: '250.00', last_count: 0, iq_start: '', vload: '', fillCard: '', trigger_new: '',
  };
}

const alex = trader(1, 'Alex');
const bea = trader(2, 'Bea');

const database = createTraderDb('trader', { indexedDB: new IDBFactory(), IDBKeyRange });

function deps(wipe = vi.fn(() => clearUserData(database))): SessionStartDeps & { wipe: typeof wipe } {
  return { readUser: () => readUser(database), saveUser: (user) => saveUser(user, database), wipe };
}

beforeEach(async () => {
  await clearUserData(database);
  await saveUser(alex, database);
  await database.notifications.put({ id: 'n1', read: 0, createdAt: 1, text: 'Alex only' });
  await database.history.put({ id: 'h1', kind: 'transaction', time: 1, payload: { amount: '10.00' } });
});

describe('startSession', () => {
  it('wipes another trader’s data before storing the new one', async () => {
    const d = deps();
    await startSessionWith(bea, d);
    expect(d.wipe).toHaveBeenCalledTimes(1);
    expect(await readUser(database)).toEqual(bea);
    expect(await database.notifications.count()).toBe(0);
    expect(await database.history.count()).toBe(0);
  });

  it('keeps what the device holds when the same trader signs in again', async () => {
    const d = deps();
    await startSessionWith({ ...alex, available: '5.00' }, d);
    expect(d.wipe).not.toHaveBeenCalled();
    expect((await readUser(database))?.available).toBe('5.00');
    expect(await database.notifications.count()).toBe(1);
  });

  it('wipes when nobody is stored: the fragment caches may still hold someone', async () => {
    await clearUserData(database);
    const d = deps();
    await startSessionWith(bea, d);
    expect(d.wipe).toHaveBeenCalledTimes(1);
    expect(await readUser(database)).toEqual(bea);
  });

  it('wipes when the stored user cannot be read, and stores the user after the wipe', async () => {
    const order: string[] = [];
    await startSessionWith(bea, {
      readUser: () => Promise.reject(new Error('IndexedDB broken')),
      wipe: async () => void order.push('wipe'),
      saveUser: async () => void order.push('save'),
    });
    expect(order).toEqual(['wipe', 'save']);
  });
});
