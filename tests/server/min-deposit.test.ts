import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { minDepositRules } from '../../server/db/schema-cards.ts';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { formatMoney } from '../../common/money.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Spec §6 minimum deposit: the page (user.min_deposit, /api/funding/limits) and the pay calls give one figure.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; status?: string; code?: string; message?: string };
let seq = 0;

async function trader(currency: string, country: string, changes: Partial<typeof users.$inferInsert> = {}) {
  const t = await signedInTrader(server, { label: 'min', currency, country });
  if (Object.keys(changes).length > 0) await server.db.update(users).set(changes).where(eq(users.id, t.id));
  const pay = async (amount: string) => {
    seq += 1;
    const body = {
      amount,
      bonus: '0',
      fixed: false,
      currency,
      deposit_id: `dep-min-${seq}-xxxx`,
      idempotency_key: `key-min-${seq}-${Date.now()}`,
      card: { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Min', ln: 'Rule', cu: country },
    };
    return json<Reply>(await t.app.post(CARD_PATHS.FRAUD, body));
  };
  /** What the page reads: the user refresh, the login's user, and the limits call. */
  const page = async () => {
    const user = await json<{ user: { min_deposit: string } }>(await t.app.post('/api/fraud/user'));
    const limits = await json<{ min_deposit: string }>(await t.app.post('/api/funding/limits'));
    return { user: user.user.min_deposit, limits: limits.min_deposit };
  };
  /** The page's figure is the server's: one below it is refused with the spec's message, it passes. */
  const agrees = async (minimum: number, decimals = '.00') => {
    expect(await page()).toEqual({ user: `${minimum}${decimals}`, limits: String(minimum) });
    expect(await pay(String(minimum - 1))).toMatchObject({ return: false, code: 'min_deposit', message: `Wrong amount! Min deposit ${formatMoney(String(minimum), currency)}` });
    expect(await pay(String(minimum))).toMatchObject({ return: true, status: 'approved' });
  };
  return { ...t, pay, page, agrees };
}

/** Which rule set a trader's minimum, as /api/funding/limits says it. */
const basis = async (t: { app: { post: (path: string) => Promise<Response> } }) => (await json<{ min_deposit_basis: string }>(await t.app.post('/api/funding/limits'))).min_deposit_basis;

describe('minimum deposit: one figure for the page and the server', () => {
  it('default: 250, and 250 × 60 for RUB', async () => {
    await (await trader('USD', 'FR')).agrees(250);
    await (await trader('RUB', 'RU')).agrees(15000);
  });

  it('country rule (seeded DE/EUR 500) applies to that currency only', async () => {
    await (await trader('EUR', 'DE')).agrees(500);
    await (await trader('USD', 'DE')).agrees(250);
  });

  it('comment rule (seeded "vip" 1000, every currency): × 60 on a RUB account', async () => {
    await (await trader('USD', 'FR', { comments: 'Important VIP client' })).agrees(1000);
    await (await trader('RUB', 'RU', { comments: 'vip' })).agrees(60000);
  });

  it('POST /sandbox/user sets the comment that selects a rule (and refuses unknown users and empty changes)', async () => {
    const t = await trader('USD', 'FR');
    const set = (body: Record<string, string>) => server.app.request('/sandbox/user', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await set({ email: t.email, comments: 'vip' })).status).toBe(200);
    await t.agrees(1000);
    expect((await set({ email: 'nobody@example.com', comments: 'vip' })).status).toBe(404);
    expect((await set({ email: t.email })).status).toBe(400);
  });

  it('affiliate rule', async () => {
    await server.db.insert(minDepositRules).values({ kind: 'affiliate', match: '7777', currency: '', amount: '400' });
    await (await trader('USD', 'FR', { affsId: 7777 })).agrees(400);
  });

  it('user id rule wins over the others', async () => {
    const t = await trader('EUR', 'DE', { comments: 'vip' });
    await server.db.insert(minDepositRules).values({ kind: 'user', match: String(t.id), currency: 'EUR', amount: '300' });
    await t.agrees(300);
  });

  it('per-user override (users.min_deposit not 250), × 60 on RUB', async () => {
    await (await trader('USD', 'FR', { minDeposit: '700' })).agrees(700);
    await (await trader('RUB', 'RU', { minDeposit: '300' })).agrees(18000);
  });

  it('says which rule set the minimum, so the funding page can explain a figure other than the usual one', async () => {
    expect(await basis(await trader('USD', 'FR'))).toBe('default');
    expect(await basis(await trader('RUB', 'RU'))).toBe('default');
    expect(await basis(await trader('EUR', 'DE'))).toBe('country');
    expect(await basis(await trader('USD', 'DE'))).toBe('default');
    expect(await basis(await trader('USD', 'FR', { comments: 'vip' }))).toBe('account');
    expect(await basis(await trader('USD', 'FR', { minDeposit: '700' }))).toBe('account');
    await server.db.insert(minDepositRules).values({ kind: 'affiliate', match: '7778', currency: '', amount: '400' });
    expect(await basis(await trader('USD', 'FR', { affsId: 7778 }))).toBe('affiliate');
  });

  it('follows the current account: a RUB account opened by a USD trader gets the RUB figure', async () => {
    const t = await trader('USD', 'FR');
    expect(await json<Reply>(await t.app.post('/api/us/create_account', { currency: 'RUB' }))).toMatchObject({ return: true });
    const created = await json<{ user: { balances: { accountId: number; currency: string }[] } }>(await t.app.post('/api/fraud/user'));
    const rub = created.user.balances.find((balance) => balance.currency === 'RUB');
    expect(rub).toBeDefined();
    await t.app.post('/api/us/set_account', { account: rub?.accountId });
    expect(await t.page()).toEqual({ user: '15000.00', limits: '15000' });
  });
});
