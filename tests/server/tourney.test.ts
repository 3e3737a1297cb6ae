import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyWindow } from '../../common/tourney.ts';
import { accounts, users } from '../../server/db/schema.ts';
import { tourneys } from '../../server/db/schema-community.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { openTrade } from '../../server/platform/trading.ts';
import { closeDue, closeTourney } from '../../server/tourney/windows.ts';
import { Browser, json, providedDeps, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Tourney = { id: number; type: string; date_start: number; date_end: number; closed: boolean };
type Row = { place: number; name: string; profit: string; trades: number; reward: { kind: string; usd?: number; name?: string }; me: boolean };
type Board = { return: boolean; tourney: Tourney; rows: Row[]; me: { place: number; profit: string } | null; rewards: unknown[] };

/** One settled trade of `profit` on a stake of `stake`, on the trader's real account, expiring at `at`. */
async function oneTrade(userId: number, profit: number, at: Date, currency = 'USD', stake = 100) {
  const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, userId));
  if (!account) throw new Error('no account');
  const status = profit > 0 ? 'won' : profit < 0 ? 'lost' : 'tie';
  await server.db.insert(tradeOrders).values({
    userId,
    accountId: account.id,
    symbol: 'EURUSD',
    direction: 'call',
    amount: String(stake),
    currency,
    payoutRate: '0.8',
    openPrice: '1.1',
    closePrice: '1.2',
    openTime: new Date(at.getTime() - 60_000),
    expiryTime: at,
    status,
    payout: status === 'lost' ? '0' : String(stake + profit),
  });
}

/**
 * A trader's week that qualifies for a place (TOURNEY_RULES: at least 10 trades and $500 traded): one trade of
 * `profit` and nine that tie, each a stake of 100 (6000 RUB, the slider's factor).
 */
async function settledTrade(userId: number, profit: number, at: Date, currency = 'USD') {
  const stake = currency === 'RUB' ? 6000 : 100;
  await oneTrade(userId, profit, at, currency, stake);
  for (let i = 0; i < 9; i += 1) await oneTrade(userId, 0, at, currency, stake);
}

const balanceOf = async (userId: number) => (await server.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]?.amount;

describe('tournaments (/api/tourney/*)', () => {
  it('refuses a guest', async () => {
    const guest = new Browser(server.app);
    await guest.primeCsrf();
    for (const path of ['/api/tourney/current', '/api/tourney/last', '/api/tourney/get']) expect((await guest.post(path, { id: 1 })).status).toBe(401);
  });

  it('ranks the running week by settled profit, credits each reward once when the window closes, and keeps the board', async () => {
    const now = server.clock.now();
    const first = await signedInTrader(server, { label: 'tour-a', firstName: 'Anna', lastName: 'Kowalska' });
    const second = await signedInTrader(server, { label: 'tour-b', firstName: 'Boris', lastName: 'Ivanov', currency: 'RUB', country: 'RU' });
    const loser = await signedInTrader(server, { label: 'tour-c' });
    await settledTrade(first.id, 80, now);
    await settledTrade(first.id, 80, now);
    // 6000 RUB is 100 USD at the slider's factor of 60: second place behind 160 USD.
    await settledTrade(second.id, 6000, now, 'RUB');
    await settledTrade(loser.id, -100, now);

    const current = await json<{ list: Tourney[] }>(await first.app.post('/api/tourney/current'));
    const weekly = current.list.find((item) => item.type === 'weekly');
    if (!weekly) throw new Error('no weekly tournament');
    expect(weekly.date_start).toBe(weeklyWindow(now).start.getTime());

    const running = await json<Board>(await first.app.post('/api/tourney/get', { id: weekly.id }));
    expect(running.rows.map((row) => [row.name, row.profit, row.me])).toEqual([
      ['Anna K.', '160.00', true],
      ['Boris I.', '100.00', false],
      ['Test T.', '-100.00', false],
    ]);
    expect(running.rows[0]?.reward).toEqual({ kind: 'cash', usd: 10_000 });
    expect(running.rows[2]?.reward).toEqual({ kind: 'none' });
    expect(running.rewards).toHaveLength(20);
    expect(running.me).toMatchObject({ place: 1, profit: '160.00' });

    // Past the end of the week: the next read closes it.
    await server.clock.advance(weekly.date_end - now.getTime() + 1_000);
    const last = await json<{ list: Tourney[] }>(await first.app.post('/api/tourney/last'));
    expect(last.list.find((item) => item.id === weekly.id)?.closed).toBe(true);
    expect(await balanceOf(first.id)).toBe('10000.00000000');
    // Second place: 5000 USD into a RUB account is 300000 RUB at the slider's factor.
    expect(await balanceOf(second.id)).toBe('300000.00000000');
    expect(await balanceOf(loser.id)).toBe('0.00000000');
    const rewards = await server.db.select().from(accountTransactions).where(eq(accountTransactions.trType, 'tourney_reward'));
    expect(rewards).toHaveLength(2);
    // The notice reads in the reader's language, whatever the trader's country.
    const notices = (lang: string) => second.app.post('/api/us/notifications', {}, { headers: { 'X-Lang': lang } }).then((reply) => reply.text());
    expect(await notices('ru')).toContain('Вы заняли 2-е место в недельном турнире и выиграли 300\u00a0000,00 RUB. Поздравляем!');
    expect(await notices('en')).toContain('You finished #2 in the weekly tournament and won 300,000.00 RUB. Congratulations!');

    // A second close of the same window (another process, a retry) credits nothing.
    const [row] = await server.db.select().from(tourneys).where(eq(tourneys.id, weekly.id));
    if (!row) throw new Error('no row');
    expect(await closeTourney(server.db, { ...row, settledAt: null }, server.clock.now())).toBe(false);
    expect(await balanceOf(first.id)).toBe('10000.00000000');

    const closed = await json<Board>(await second.app.post('/api/tourney/get', { id: weekly.id }));
    expect(closed.tourney.closed).toBe(true);
    expect(closed.rows.map((r) => r.name)).toEqual(['Anna K.', 'Boris I.', 'Test T.']);
    // Money by the one rule, as the running board showed it (not the stored 160.00000000).
    expect(closed.rows.map((r) => r.profit)).toEqual(['160.00', '100.00', '-100.00']);
    expect(closed.me).toMatchObject({ profit: '100.00' });
    expect(closed.me).toMatchObject({ place: 2 });
  });

  it('closes a window once when two closers race', async () => {
    const now = server.clock.now();
    const window = weeklyWindow(now);
    const trader = await signedInTrader(server, { label: 'tour-race' });
    await settledTrade(trader.id, 50, now);
    await json(await trader.app.post('/api/tourney/current'));
    const [row] = await server.db.select().from(tourneys).where(eq(tourneys.dateStart, window.start));
    if (!row) throw new Error('no row');
    const later = new Date(window.end.getTime() + 1);
    const results = await Promise.all([closeTourney(server.db, row, later), closeTourney(server.db, row, later)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(trader.id)).toBe('10000.00000000');
  });

  it('answers an unknown tournament with "Some errors..."', async () => {
    const { app } = await signedInTrader(server, { label: 'tour-404' });
    const res = await app.post('/api/tourney/get', { id: 999999 });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ return: false, message: 'Some errors...' });
  });

  it('gives a bonus place its bonus and the fifth weekly place the prize note', async () => {
    await server.clock.advance(7 * 24 * 3_600_000); // a week no earlier test has closed
    const now = server.clock.now();
    const traders = [];
    for (let place = 1; place <= 6; place += 1) {
      const t = await signedInTrader(server, { label: `tour-p${place}` });
      await settledTrade(t.id, 1000 - place * 10, now);
      traders.push(t);
    }
    const current = await json<{ list: Tourney[] }>(await traders[0]!.app.post('/api/tourney/current'));
    const weekly = current.list.find((item) => item.type === 'weekly');
    if (!weekly) throw new Error('no weekly tournament');
    await server.clock.advance(weekly.date_end - now.getTime() + 1_000);
    await traders[0]!.app.post('/api/tourney/current');
    expect(await (await traders[4]!.app.post('/api/us/notifications', {})).text()).toContain('won IPhone 10: our team will contact you to deliver it.');
    const [sixth] = await server.db.select({ bonus: users.bonusSumm }).from(users).where(eq(users.id, traders[5]!.id));
    expect(sixth?.bonus).toBe('1000.00000000');
  });

  it('keeps a window open while a trade that expired in it waits for its closing price', async () => {
    await server.clock.advance(7 * 24 * 3_600_000); // a week no earlier test has closed
    const now = server.clock.now();
    const window = weeklyWindow(now);
    const trader = await signedInTrader(server, { label: 'tour-wait', amount: '100.00' });
    await json(await trader.app.post('/api/tourney/current'));
    const opened = await openTrade(providedDeps(server), trader.id, { symbol: 'EURUSD', direction: 'call', amount: '10', expiry: '30' }, now);
    if (!opened.ok) throw new Error('trade not opened');
    const [row] = await server.db.select().from(tourneys).where(and(eq(tourneys.type, 'weekly'), eq(tourneys.dateStart, window.start)));
    if (!row) throw new Error('no row');
    const later = new Date(window.end.getTime() + 1);

    // No quote source here (a process configured without one): the trade cannot settle, and the window waits for it.
    await closeDue({ db: server.db }, later);
    expect((await server.db.select().from(tourneys).where(eq(tourneys.id, row.id)))[0]?.settledAt).toBeNull();
    // With the prices: the trade settles first, then the window closes with it on the board.
    await closeDue(providedDeps(server), later);
    expect((await server.db.select().from(tourneys).where(eq(tourneys.id, row.id)))[0]?.settledAt).not.toBeNull();
    const [order] = await server.db.select().from(tradeOrders).where(eq(tradeOrders.id, opened.order.id));
    expect(order?.status).not.toBe('open');
  });
});

describe('the tournament windows on every day of the week', () => {
  const DAY_MS = 24 * 3_600_000;
  const WEEK_MS = 7 * DAY_MS;
  // Each case trades in a week of its own (so it ranks alone), on a weekday and at an hour (UTC).
  const CASES = [
    { name: 'Monday', day: 0, hour: 12, weekend: false },
    { name: 'Tuesday', day: 1, hour: 12, weekend: false },
    { name: 'Wednesday', day: 2, hour: 12, weekend: false },
    { name: 'Thursday', day: 3, hour: 12, weekend: false },
    { name: 'Friday noon', day: 4, hour: 12, weekend: false },
    { name: 'Friday night', day: 4, hour: 22, weekend: true },
    { name: 'Saturday', day: 5, hour: 12, weekend: true },
    { name: 'Sunday noon', day: 6, hour: 12, weekend: true },
    { name: 'Sunday night', day: 6, hour: 22, weekend: false },
  ] as const;

  it('runs the weekly board every day and the weekend board from Friday 21:00 to Sunday 21:00; a trade counts on both', async () => {
    const own = await startServer();
    try {
      // The Monday of the week after the server's start: every case is ahead of the clock.
      const firstMonday = weeklyWindow(own.clock.now()).end.getTime();
      for (const [index, { name, day, hour, weekend }] of CASES.entries()) {
        const at = firstMonday + index * WEEK_MS + day * DAY_MS + hour * 3_600_000;
        await own.clock.advance(at - own.clock.now().getTime());
        const trader = await signedInTrader(own, { label: `weekday-${index}` });
        const [account] = await own.db.select().from(accounts).where(eq(accounts.userId, trader.id));
        if (!account) throw new Error('no account');
        const now = own.clock.now();
        // Ten trades of 100 (the places' minimum), one of them won: enough for a place on both boards.
        for (let i = 0; i < 10; i += 1) {
          await own.db.insert(tradeOrders).values({
            userId: trader.id, accountId: account.id, symbol: 'EURUSD', direction: 'call', amount: '100', currency: 'USD', payoutRate: '0.8',
            openPrice: '1.1', closePrice: '1.2', openTime: new Date(now.getTime() - 60_000), expiryTime: now, status: i === 0 ? 'won' : 'tie', payout: i === 0 ? '180' : '100',
          });
        }
        const { list } = await json<{ list: Tourney[] }>(await trader.app.post('/api/tourney/current'));
        expect(list.map((item) => item.type), name).toEqual(weekend ? ['weekly', 'weekend'] : ['weekly']);

        // Past the week's end, both windows have closed: first place of each pays (10 000 weekly, 5 000 weekend).
        await own.clock.advance(weeklyWindow(now).end.getTime() + 1_000 - own.clock.now().getTime());
        await trader.app.post('/api/tourney/last');
        const [after] = await own.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.id, account.id));
        expect(after?.amount, name).toBe(weekend ? '15000.00000000' : '10000.00000000');
      }
    } finally {
      await own.close();
    }
  });
});

describe('a paid place takes the minimum trades and turnover', () => {
  it('one small lucky trade stays off the board and wins nothing; the board names the rule and the way there', async () => {
    const own = await startServer();
    try {
      const now = own.clock.now();
      const lucky = await signedInTrader(own, { label: 'lucky' });
      const steady = await signedInTrader(own, { label: 'steady', firstName: 'Sara', lastName: 'Steady' });
      const insert = async (userId: number, stake: number, profit: number) => {
        const [account] = await own.db.select().from(accounts).where(eq(accounts.userId, userId));
        if (!account) throw new Error('no account');
        const status = profit > 0 ? 'won' : 'tie';
        await own.db.insert(tradeOrders).values({
          userId, accountId: account.id, symbol: 'EURUSD', direction: 'call', amount: String(stake), currency: 'USD', payoutRate: '0.8',
          openPrice: '1.1', closePrice: '1.2', openTime: new Date(now.getTime() - 60_000), expiryTime: now, status, payout: String(stake + profit),
        });
      };
      // One $25 trade, won: $20 profit.
      await insert(lucky.id, 25, 20);
      // Ten trades of $60 ($600 traded), $5 profit in all.
      for (let i = 0; i < 10; i += 1) await insert(steady.id, 60, i === 0 ? 5 : 0);
      const { list } = await json<{ list: Tourney[] }>(await lucky.app.post('/api/tourney/current'));
      const weekly = list.find((item) => item.type === 'weekly');
      if (!weekly) throw new Error('no weekly');
      type RuledBoard = Board & { rules: { min_trades: number; min_turnover_usd: number }; me: { place: number | null; trades: number; turnover: string; qualified: boolean } | null };
      const seen = await json<RuledBoard>(await lucky.app.post('/api/tourney/get', { id: weekly.id }));
      expect(seen.rules).toEqual({ min_trades: 10, min_turnover_usd: 500 });
      expect(seen.rows.map((row) => row.name)).toEqual(['Sara S.']);
      expect(seen.me).toMatchObject({ place: null, trades: 1, turnover: '25.00', qualified: false });
      await own.clock.advance(weekly.date_end - now.getTime() + 1_000);
      await lucky.app.post('/api/tourney/last');
      expect(await own.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, lucky.id))).toEqual([{ amount: '0.00000000' }]);
      expect(await own.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, steady.id))).toEqual([{ amount: '10000.00000000' }]);
    } finally {
      await own.close();
    }
  });
});
