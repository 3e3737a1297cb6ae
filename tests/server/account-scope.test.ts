import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { accountsOf } from '../../server/users/repo.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Everything a trader's lists show follows the current account: on the EUR account, history, reports, their totals
// and the platform's recent trades leave the USD account's trades and ledger rows out (and show them again on USD).

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080', PLATFORM_ORIGIN: 'http://127.0.0.1:8081' });
});
afterAll(async () => {
  await server.close();
});

type Order = { id: number; currency: string };
type Tx = { trType: string; currency: string };

describe('lists follow the current account', () => {
  it('shows the USD account\'s trade and rows on USD only, and the EUR ones on EUR', async () => {
    const t = await signedInTrader(server, { label: 'scope', amount: '100.00' });
    const created = await json<{ account: { accountId: number } }>(await t.app.post('/api/us/create_account', { currency: 'EUR' }));
    const eur = created.account.accountId;
    const usd = (await accountsOf(server.db, t.id)).find((account) => account.currency === 'USD')?.id ?? 0;
    const at = server.clock.now().getTime() - 3_600_000;
    const order = (accountId: number, currency: string) => ({
      userId: t.id,
      accountId,
      symbol: 'EURUSD',
      direction: 'call' as const,
      amount: '10.00',
      currency,
      payoutRate: '0.8000',
      openPrice: '1.00000',
      closePrice: '1.00010',
      openTime: new Date(at),
      expiryTime: new Date(at + 30_000),
      status: 'won' as const,
      payout: '18.00',
    });
    await server.db.insert(tradeOrders).values([order(usd, 'USD'), order(eur, 'EUR')]);
    // A bonus row in USD (the bonus balance is the trader's; its rows go with the account of their currency).
    await server.db.insert(accountTransactions).values({ userId: t.id, book: 'bonus', trType: 'bonus', amount: '5.00', balanceAfter: '5.00', currency: 'USD', executedAt: new Date(at) });

    const look = async () => ({
      reports: (await json<{ orders: Order[] }>(await t.app.post('/api/us/reports', {}))).orders.map((o) => o.currency),
      totals: (await json<{ overall: { currency: string }[] }>(await t.app.post('/api/us/reports/totals', {}))).overall.map((o) => o.currency),
      history: (await json<{ transactions: Tx[] }>(await t.app.post('/api/us/history', {}))).transactions.map((tx) => `${tx.trType}:${tx.currency}`).sort(),
    });

    expect(await look()).toEqual({ reports: ['USD'], totals: ['USD'], history: ['bonus:USD', 'opening:USD'] });
    await t.app.post('/api/us/set_account', { account: eur });
    expect(await look()).toEqual({ reports: ['EUR'], totals: ['EUR'], history: [] });
    await t.app.post('/api/us/set_account', { account: usd });
    expect((await look()).reports).toEqual(['USD']);
  });
});
