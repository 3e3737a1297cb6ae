import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { notify } from '../../server/notifications/service.ts';
import { accountsOf } from '../../server/users/repo.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The notifications poll is the app's one path for events: a withdrawal's paid or declined notice says what it is
// about (the pending list follows it), and the trades settled in the last minutes ride along, so the app can announce
// an outcome on any screen.

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080', PLATFORM_ORIGIN: 'http://127.0.0.1:8081' });
});
afterAll(async () => {
  await server.close();
});

type Reply = {
  list: { id: number; text: string; about?: string }[];
  count: number;
  closed?: { id: number; symbol: string; status: string; payout: string | null; amount: string; currency: string }[];
};

describe('/api/us/notifications events', () => {
  it('marks a withdrawal\'s outcome notices, and no others', async () => {
    const t = await signedInTrader(server, { label: 'events', amount: '100.00' });
    const now = server.clock.now();
    await notify(server.db, t.id, 'withdrawal_paid', { amount: '20.00', currency: 'USD' }, now);
    await notify(server.db, t.id, 'deposit', { amount: '50.00', currency: 'USD' }, new Date(now.getTime() + 1));
    const reply = await json<Reply>(await t.app.post('/api/us/notifications', {}));
    expect(reply.list.map((n) => [n.text, n.about ?? null])).toEqual([
      ['Your deposit of $50.00 has been credited to your account.', null],
      ['Your withdrawal of $20.00 has been paid out.', 'withdrawal'],
    ]);
  });

  it('lists the trades settled in the last five minutes, newest first, never open or older ones', async () => {
    const t = await signedInTrader(server, { label: 'closed', amount: '100.00' });
    const [account] = await accountsOf(server.db, t.id);
    const now = server.clock.now().getTime();
    const order = (symbol: string, status: 'open' | 'won' | 'lost', expiryAgoMs: number) => ({
      userId: t.id,
      accountId: account?.id ?? 0,
      symbol,
      direction: 'call' as const,
      amount: '10.00',
      currency: 'USD',
      payoutRate: '0.8000',
      openPrice: '1.00000',
      closePrice: status === 'open' ? null : '1.00010',
      openTime: new Date(now - expiryAgoMs - 60_000),
      expiryTime: new Date(now - expiryAgoMs),
      status,
      payout: status === 'won' ? '18.00' : status === 'lost' ? '0.00' : null,
    });
    await server.db.insert(tradeOrders).values([order('EURUSD', 'won', 60_000), order('BTCUSD', 'lost', 20_000), order('XAUUSD', 'won', 10 * 60_000), order('GBPUSD', 'open', -600_000)]);
    const reply = await json<Reply>(await t.app.post('/api/us/notifications', {}));
    expect((reply.closed ?? []).map((o) => [o.symbol, o.status, o.amount, o.payout])).toEqual([
      ['BTCUSD', 'lost', '10.00', '0.00'],
      ['EURUSD', 'won', '10.00', '18.00'],
    ]);
    // Someone else's poll hears nothing of them.
    const other = await signedInTrader(server, { label: 'other' });
    expect((await json<Reply>(await other.app.post('/api/us/notifications', {}))).closed).toBeUndefined();
  });
});
