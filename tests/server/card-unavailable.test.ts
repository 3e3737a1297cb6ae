import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { accounts } from '../../server/db/schema.ts';
import { cardAttempts, depositTransactions } from '../../server/db/schema-cards.ts';
import { Browser, json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// With the sandbox off and no real processor plugged in, no card processor is configured: every way into a card
// payment ends in one refusal, in the trader's language, with nothing charged and no card outcome invented.

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; code?: string; message?: string; cascade?: boolean; transaction_id?: string };

const RU_UNAVAILABLE = 'Пополнение картой сейчас недоступно.';

/** A trader signed in on an app with the sandbox off (same database). */
async function traderWithoutSandbox() {
  const { id, email } = await signedInTrader(server, { label: 'nocard' });
  const app = new Browser(server.appWith({ SANDBOX: '0' }));
  await app.login(email, 'Trade1234!');
  const credited = async () => ({
    balance: (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, id)))[0]?.amount,
    deposits: (await server.db.select().from(depositTransactions).where(eq(depositTransactions.userId, id))).length,
  });
  const attempts = () => server.db.select().from(cardAttempts).where(eq(cardAttempts.userId, id));
  return { app, credited, attempts };
}

const card = { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Card', ln: 'Holder', cu: 'FR' };

describe('card payments with no processor configured', () => {
  it('a pay call answers the unavailable refusal in the trader language, charges nothing and keeps nothing of the card', async () => {
    const t = await traderWithoutSandbox();
    const body = { amount: '300', bonus: '0', fixed: false, deposit_id: 'dep-off-1', idempotency_key: 'off-pay-0001', card };
    const reply = await json<Reply>(await t.app.post(CARD_PATHS.ORANGE, body, { headers: { 'X-Lang': 'ru' } }));
    expect(reply).toEqual({ return: false, code: 'unavailable', message: RU_UNAVAILABLE, cascade: false, transaction_id: reply.transaction_id });
    // The same key replays the refusal; the listen call reads it too.
    expect(await json<Reply>(await t.app.post(CARD_PATHS.ORANGE, body, { headers: { 'X-Lang': 'ru' } }))).toEqual(reply);
    expect(await json<Reply>(await t.app.post('/api/card/listen/orange', { transaction_id: reply.transaction_id }))).toEqual(reply);
    expect(await t.credited()).toEqual({ balance: '0.00000000', deposits: 0 });
    expect((await t.attempts()).map((row) => ({ status: row.status, scenario: row.scenario }))).toEqual([{ status: 'refused', scenario: '' }]);
  });

  it('the hosted page and the Entropay redirect send the browser back to a listen route that reads the refusal', async () => {
    const t = await traderWithoutSandbox();
    const csrf = t.app.cookies.get('csrf') ?? '';
    const query = (key: string) => new URLSearchParams({ amount: '300', fixed: 'false', bonus: '0', currency: 'USD', deposit_id: 'dep-off-2', idempotency_key: key, csrf }).toString();
    for (const url of [`/api/card/fast/ezpay?${query('off-ezpay-0001')}`, `/api/entro/redirect?${query('off-entro-0001')}`]) {
      const response = await t.app.send(url);
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toMatch(/^\/en\/trading#\/listen\/funding\/(EZPAY|ENTROPAY)\/tx_/);
    }
    for (const row of await t.attempts()) {
      expect(await json<Reply>(await t.app.post('/api/card/listen/pfs', { id: row.transactionId }))).toMatchObject({ return: false, code: 'unavailable', cascade: false });
    }
    expect((await t.attempts()).map((row) => row.status)).toEqual(['refused', 'refused']);
    expect(await t.credited()).toEqual({ balance: '0.00000000', deposits: 0 });
  });
});
