import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { accounts, users } from '../../server/db/schema.ts';
import { minDepositRules } from '../../server/db/schema-cards.ts';
import { dbOffsetStore } from '../../server/db/settings.ts';
import { addNotification, NOTIFICATIONS_LIST_LIMIT } from '../../server/notifications/service.ts';
import { findUserById, userDtoOf } from '../../server/users/repo.ts';
import { eq } from 'drizzle-orm';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The steady calls read in one prepared query each, and every piece of state lives in the database, so
// several server processes on one database answer alike (here: apps with their own clocks on one database).

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Another server process in miniature: the same database and config, its own app and its own clock. */
async function secondProcess() {
  const clock = await createClock(dbOffsetStore(server.db), server.realNow);
  return { app: createApp({ config: server.config, db: server.db, clock }), clock };
}

describe('the user refresh in one query', () => {
  it('answers exactly what the full read answers: several accounts, the current one, the rule that applies', async () => {
    const trader = await signedInTrader(server, { label: 'refresh', currency: 'USD', country: 'PT', amount: '12.34' });
    const [rub] = await server.db.insert(accounts).values({ userId: trader.id, accountGroup: 'REAL', type: 'real', currency: 'RUB', amount: '98765.4321', netAmount: '98765.4321', createdAt: server.clock.now() }).returning({ id: accounts.id });
    await server.db.update(users).set({ currentAccountId: rub?.id ?? null, comments: 'a Scale-test trader' }).where(eq(users.id, trader.id));
    await server.db.insert(minDepositRules).values([
      { kind: 'country', match: 'PT', currency: '', amount: '300' },
      { kind: 'comment', match: 'scale-test', currency: 'RUB', amount: '45000' },
    ]);
    const user = await findUserById(server.db, trader.id);
    if (!user) throw new Error('no user');
    const expected = await userDtoOf(server.db, user);
    const reply = await json<{ return: boolean; user: unknown }>(await trader.app.post('/api/fraud/user'));
    expect(reply).toEqual({ return: true, user: expected });
    expect(expected).toMatchObject({ current_accountId: rub?.id, min_deposit: '45000.00', available: '98765.43' });
  });

  it('the unread count covers notifications beyond the listed newest', async () => {
    const trader = await signedInTrader(server, { label: 'unread' });
    for (let i = 0; i < NOTIFICATIONS_LIST_LIMIT + 5; i += 1) await addNotification(server.db, trader.id, `n${i}`, new Date(server.clock.now().getTime() + i));
    const reply = await json<{ list: unknown[]; count: number }>(await trader.app.post('/api/us/notifications'));
    expect(reply.list).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(reply.count).toBe(NOTIFICATIONS_LIST_LIMIT + 5);
    const none = await signedInTrader(server, { label: 'nothing' });
    expect(await json(await none.app.post('/api/us/notifications'))).toEqual({ return: true, list: [], count: 0 });
  });
});

describe('two server processes on one database', () => {
  it('share sessions, notifications and idempotency keys', async () => {
    const other = await secondProcess();
    const trader = await signedInTrader(server, { label: 'twoproc', amount: '500.00' });
    // The session cookie the first process handed out works on the second.
    const there = new Browser(other.app);
    for (const [name, value] of trader.app.cookies) there.cookies.set(name, value);
    const here = await json<{ user: unknown }>(await trader.app.post('/api/fraud/user'));
    expect(await json(await there.post('/api/fraud/user'))).toEqual(here);

    await addNotification(server.db, trader.id, 'seen everywhere', server.clock.now());
    expect(await json(await there.post('/api/us/notifications'))).toEqual(await json(await trader.app.post('/api/us/notifications')));

    // An invoice made through one process: the same key through the other answers that invoice, and makes no second.
    const key = `scale-${trader.n}-0123456789abcdef`;
    const first = await json<{ return: boolean; guid: string }>(await trader.app.post('/api/btc/pay', { amount: '300', idempotency_key: key }));
    expect(first.return).toBe(true);
    const again = await json<{ return: boolean; guid: string }>(await there.post('/api/btc/pay', { amount: '300', idempotency_key: key }));
    expect(again.guid).toBe(first.guid);
  });

  it('share the sandbox clock: an advance through one is seen by the other after its refresh', async () => {
    const other = await secondProcess();
    const before = other.clock.offsetMs();
    const advanced = await server.clock.advance(3_600_000);
    await other.clock.refresh();
    expect(other.clock.offsetMs()).toBe(advanced);
    expect(advanced - before).toBeGreaterThanOrEqual(3_600_000);
  });
});

describe('fragments answer 304 to a revalidation', () => {
  for (const path of ['/api/pg/guest-login?lang=en', '/api/pg/guest-register?lang=ru']) {
    it(`${path}: an ETag, then 304 without a body for If-None-Match`, async () => {
      const first = await server.app.request(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^W\/"[^"]+"$/);
      expect(first.headers.get('Cache-Control')).toBe('no-cache');
      const again = await server.app.request(path, { headers: { 'If-None-Match': tag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      const stale = await server.app.request(path, { headers: { 'If-None-Match': 'W/"something-else"' } });
      expect(stale.status).toBe(200);
    });
  }
});
