import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { depositTransactions } from '../../server/db/schema-cards.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Spec §4, §9: the bonus credited is the server's tier bonus (and a promo's, once); the client's figure is ignored.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let seq = 0;

async function trader(currency = 'USD') {
  const t = await signedInTrader(server, { label: 'bonus', currency, country: 'BR' });
  const pay = async (amount: string, bonus: string, fixed = false) => {
    seq += 1;
    const body = {
      amount,
      bonus,
      fixed,
      currency,
      deposit_id: `dep-bonus-${seq}-xxxx`,
      idempotency_key: `key-bonus-${seq}-${Date.now()}`,
      card: { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Bo', ln: 'Nus', cu: 'BR' },
    };
    return json<{ return: boolean; status?: string }>(await t.app.post(CARD_PATHS.VLOAD, body));
  };
  const credited = async () =>
    (await server.db.select({ amount: depositTransactions.amount, bonus: depositTransactions.bonus }).from(depositTransactions).where(eq(depositTransactions.userId, t.id)).orderBy(depositTransactions.id)).map(
      (row) => [row.amount.replace(/\.0+$/, ''), row.bonus.replace(/0+$/, '').replace(/\.$/, '')],
    );
  const bonusSumm = async () => (await server.db.select({ b: users.bonusSumm }).from(users).where(eq(users.id, t.id)))[0]?.b;
  return { ...t, pay, credited, bonusSumm };
}

describe('deposit bonus computed by the server', () => {
  it('tier rates: bronze 20 %, silver 50 %, gold 100 %; a forged client bonus is ignored', async () => {
    const t = await trader();
    expect(await t.pay('250', '999999')).toMatchObject({ status: 'approved' }); // bronze: 20 % of 250
    expect(await t.pay('1001', '1')).toMatchObject({ status: 'approved' }); // silver: 50 %
    expect(await t.pay('3001', '0.01')).toMatchObject({ status: 'approved' }); // gold: 100 %
    expect(await t.credited()).toEqual([
      ['250', '50'],
      ['1001', '500.5'],
      ['3001', '3001'],
    ]);
    expect(await t.bonusSumm()).toBe('3551.50000000');
    // The bonus a trader was promised is a Transactions row of its own beside each deposit.
    const rows = await server.db.select({ type: accountTransactions.trType, amount: accountTransactions.amount }).from(accountTransactions).where(eq(accountTransactions.userId, t.id)).orderBy(accountTransactions.id);
    expect(rows.filter((row) => row.type === 'bonus').map((row) => Number(row.amount))).toEqual([50, 500.5, 3001]);
  });

  it('no bonus when the trader turned it off (bonus 0) or in fixed mode', async () => {
    const t = await trader();
    await t.pay('500', '0');
    await t.pay('500', '100', true);
    expect(await t.credited()).toEqual([
      ['500', '0'],
      ['500', '0'],
    ]);
    const bonusRows = await server.db.select().from(accountTransactions).where(eq(accountTransactions.userId, t.id));
    expect(bonusRows.filter((row) => row.trType === 'bonus')).toEqual([]);
  });

  it('RUB: the tier cutoffs take the factor of 60', async () => {
    const t = await trader('RUB');
    await t.pay('60000', '1'); // bronze stop 60000 → still bronze
    await t.pay('60001', '1'); // silver
    expect(await t.credited()).toEqual([
      ['60000', '12000'],
      ['60001', '30000.5'],
    ]);
  });

  it('a redeemed promo code adds its percent to the next deposit only, once; redeeming changes the credit', async () => {
    const t = await trader();
    const extra = async () => (await json<{ extra_bonus_percent: number }>(await t.app.post('/api/funding/limits', {}))).extra_bonus_percent;
    expect(await extra()).toBe(0);
    expect(await json(await t.app.post('/api/promo', { promo: 'welcome50' }))).toMatchObject({ return: true });
    // The funding page's chip is told what the next deposit carries on top of the tier bonus.
    expect(await extra()).toBe(50);
    await t.pay('400', '1'); // 20 % tier + 50 % promo
    expect(await extra()).toBe(0);
    await t.pay('400', '1'); // the promo is spent
    expect(await t.credited()).toEqual([
      ['400', '280'],
      ['400', '80'],
    ]);
    // A second redemption of the same code changes nothing; an inactive code is refused.
    expect(await json(await t.app.post('/api/promo', { promo: 'WELCOME50' }))).toMatchObject({ return: true });
    expect(await json(await t.app.post('/api/promo', { promo: 'EXPIRED10' }))).toMatchObject({ return: false, code: 'promo.invalid' });
    await t.pay('400', '0'); // bonus off: only the tier bonus is off, and there is no promo left
    expect((await t.credited()).at(-1)).toEqual(['400', '0']);
  });

  it('Entropay redirect: the server bonus too', async () => {
    const t = await trader();
    const query = new URLSearchParams({ amount: '300', bonus: '5000', fixed: 'false', currency: 'USD', deposit_id: 'dep-entro-bonus', idempotency_key: 'key-entro-bonus-1', csrf: t.app.cookies.get('csrf') ?? '' });
    const reply = await t.app.send(`/api/entro/redirect?${query.toString()}`, { method: 'GET' });
    expect(reply.status).toBe(303);
    expect(await t.credited()).toEqual([['300', '60']]);
  });
});
