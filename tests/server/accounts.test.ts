import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../server/db/schema.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Balance = { accountId: number; accountGroup: string; currency: string; amount: string; type: string };
type UserReply = { return: boolean; message?: string; code?: string; user?: { current_accountId: number; exchange_accountId: number; balances: Balance[]; available: string }; account?: Balance };

async function trader() {
  const { id, app } = await signedInTrader(server, { label: 'accounts', amount: '100.00', firstName: 'Acc', lastName: 'Holder' });
  return { id, app, call: async (path: string, body: unknown) => json<UserReply>(await app.post(path, body)) };
}

describe('currency accounts', () => {
  it('adds an account in a new currency once and answers the refreshed user', async () => {
    const t = await trader();
    const added = await t.call('/api/us/create_account', { currency: 'eur' });
    expect(added).toMatchObject({ return: true, message: 'Account successfully added', account: { currency: 'EUR', amount: '0.00', type: 'real' } });
    expect(added.user?.balances.map((balance) => balance.currency)).toEqual(['USD', 'EUR']);
    const twice = await Promise.all([t.call('/api/us/create_account', { currency: 'GBP' }), t.call('/api/us/create_account', { currency: 'GBP' })]);
    expect(twice.filter((reply) => reply.return).length).toBe(1);
    expect(twice.find((reply) => !reply.return)?.message).toBe('Some errors, please try again.');
  });

  it('asks for a currency and refuses unknown ones', async () => {
    const t = await trader();
    expect(await t.call('/api/us/create_account', {})).toMatchObject({ return: false, message: 'Please choose a currency.' });
    expect(await t.call('/api/us/create_account', { currency: 'XYZ' })).toMatchObject({ return: false, message: 'Some errors, please try again.' });
    const ru = await json(await t.app.post('/api/us/create_account', {}, { headers: { 'X-Lang': 'ru' } }));
    expect(ru.message).toBe('Пожалуйста, выберите валюту.');
  });

  it('a demo account (DEMO_MANUAL) does not block the currency', async () => {
    const t = await trader();
    await server.db.insert(accounts).values({ userId: t.id, accountGroup: 'DEMO_MANUAL', type: 'demo', currency: 'EUR', amount: '10000', netAmount: '10000', createdAt: server.clock.now() });
    const added = await t.call('/api/us/create_account', { currency: 'EUR' });
    expect(added.return).toBe(true);
    expect(added.user?.balances.filter((balance) => balance.currency === 'EUR').map((balance) => balance.accountGroup)).toEqual(['DEMO_MANUAL', 'REAL']);
  });

  it('switches the current account; the exchange choice is separate; someone else\'s account fails', async () => {
    const t = await trader();
    const added = await t.call('/api/us/create_account', { currency: 'EUR' });
    const eur = added.account?.accountId ?? 0;
    const usd = added.user?.balances[0]?.accountId ?? 0;
    // Until the trader picks one, the exchange account is the current one.
    expect(added.user).toMatchObject({ current_accountId: usd, exchange_accountId: usd });
    const switched = await t.call('/api/us/set_account', { account: eur });
    expect(switched.user).toMatchObject({ current_accountId: eur, exchange_accountId: eur, available: '0.00' });
    const back = await json<UserReply & { balances: unknown[] }>(await t.app.post('/api/us/set_account_exchange', { account: String(usd) }));
    // Picking the exchange account leaves the current (fiat) account, and so the balance, where it was.
    expect(back.user).toMatchObject({ current_accountId: eur, exchange_accountId: usd, available: '0.00' });
    const again = await json<UserReply>(await t.app.post('/api/fraud/user', {}));
    expect(again.user).toMatchObject({ current_accountId: eur, exchange_accountId: usd });
    // Switching the current account later keeps the exchange choice.
    expect((await t.call('/api/us/set_account', { account: usd })).user).toMatchObject({ current_accountId: usd, exchange_accountId: usd });
    expect((await t.call('/api/us/set_account', { account: eur })).user).toMatchObject({ current_accountId: eur, exchange_accountId: usd });
    expect(await t.call('/api/us/set_account_exchange', { account: 'abc' })).toMatchObject({ return: false, code: 'account' });
    // The same balances as /api/triggers/exchange: every ticker, zero when unused.
    expect(back.balances).toEqual(['BTC', 'BCH', 'LTC', 'ETH', 'DASH', 'ZEC', 'USDT', 'ERC20'].map((coin) => ({ coin, amount: '0.00000' })));
    const other = await trader();
    expect(await other.call('/api/us/set_account', { account: eur })).toMatchObject({
      return: false,
      message: 'Some errors, please try again. Cant set account id.',
    });
    expect((await other.call('/api/us/set_account', { account: 'abc' })).return).toBe(false);
  });

  it('the sandbox opens a demo account for a user, as a back office would; bad input is refused', async () => {
    const t = await trader();
    const [user] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, t.id));
    const open = (body: Record<string, string>) => server.app.request('/sandbox/demo_account', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await open({ email: user?.email ?? '', currency: 'EUR' })).status).toBe(200);
    const rows = await server.db.select().from(accounts).where(eq(accounts.userId, t.id));
    expect(rows.map((row) => [row.currency, row.accountGroup, row.type, row.amount])).toEqual([
      ['USD', 'REAL', 'real', '100.00000000'],
      ['EUR', 'DEMO_MANUAL', 'demo', '10000.00000000'],
    ]);
    expect((await t.call('/api/us/create_account', { currency: 'EUR' })).return).toBe(true);
    expect((await open({ email: 'nobody@example.com', currency: 'EUR' })).status).toBe(404);
    expect((await open({ email: user?.email ?? '', currency: 'XYZ' })).status).toBe(400);
  });

  it('needs a session', async () => {
    const anonymous = new Browser(server.app);
    await anonymous.primeCsrf();
    expect((await anonymous.post('/api/us/create_account', { currency: 'EUR' })).status).toBe(401);
  });
});
