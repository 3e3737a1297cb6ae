import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { users } from '../../server/db/schema.ts';
import { json, signedInTrader, startServer, type TestServer, paidBefore } from './helpers.ts';

// The bell rings for what happened to the trader's money — a deposit credited, a withdrawal paid or declined, a bonus
// cancelled or restored — each notice read in the language of whoever reads it, not the one it was made in.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Listed = { list: { text: string }[]; count: number };

async function trader(amount = '1000.00') {
  const t = await signedInTrader(server, { label: 'notice', amount, country: 'BR' });
  await server.db.update(users).set({ verification: 'Full', wdMethods: 'Perfect Money' }).where(eq(users.id, t.id));
  // Paid by Perfect Money before: its withdrawals need no code (that has tests of its own).
  await paidBefore(server, t.id, 'Perfect Money');
  const notices = async (lang: 'en' | 'ru' = 'en') =>
    (await json<Listed>(await t.app.send('/api/us/notifications', { method: 'POST', json: {}, headers: { 'X-Lang': lang } }))).list.map((row) => row.text);
  const withdraw = async (amount: string, key: string) => {
    await t.app.post('/api/withdrawal/final', { proc: 'Perfect Money', method: 'Perfect Money', wallet: '', is_fixed: false, currency: 'USD', amount, idempotency_key: key });
    const { pending } = await json<{ pending: { transactionId: number; amount: string }[] }>(await t.app.post('/api/us/pending', {}));
    return pending.find((row) => row.amount.startsWith(amount))?.transactionId;
  };
  const deposit = async (amount: string) => {
    const card = { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Ana', ln: 'Lee', cu: 'BR' };
    const body = { amount, bonus: '1', fixed: false, currency: 'USD', deposit_id: `dep-notice-${t.n}-xxxx`, idempotency_key: `key-notice-${t.n}-${amount}` , card };
    return json<{ status?: string }>(await t.app.post(CARD_PATHS.VLOAD, body));
  };
  return { ...t, notices, withdraw, deposit };
}

const settle = (id: number | undefined, status: 'paid' | 'declined') =>
  server.app.request(`/sandbox/withdrawal/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });

describe('notices of real events', () => {
  it('tells of a credited card deposit and its bonus, in the reader\'s language', async () => {
    const t = await trader('0.00');
    expect((await t.deposit('300')).status).toBe('approved');
    expect(await t.notices('en')).toEqual(['Your deposit of $300.00 has been credited, with a bonus of $60.00.']);
    expect(await t.notices('ru')).toEqual(['Ваше пополнение на $300,00 зачислено, а также бонус $60,00.']);
  });

  it('names every amount as the app shows money, worded when read: a ruble deposit reads "15 000,00 RUB" in ru', async () => {
    const t = await signedInTrader(server, { label: 'notice-rub', amount: '0.00', country: 'RU', currency: 'RUB' });
    const card = { cnu: '4242424242424242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Ivan', ln: 'Petrov', cu: 'RU' };
    const body = { amount: '15000', bonus: '0', fixed: false, currency: 'RUB', deposit_id: `dep-notice-rub-${t.n}-xxxx`, idempotency_key: `key-notice-rub-${t.n}`, card };
    expect((await json<{ status?: string }>(await t.app.post(CARD_PATHS.VLOAD, body))).status).toBe('approved');
    const read = async (lang: 'en' | 'ru') =>
      (await json<Listed>(await t.app.send('/api/us/notifications', { method: 'POST', json: {}, headers: { 'X-Lang': lang } }))).list.map((row) => row.text);
    expect(await read('ru')).toEqual(['Ваше пополнение на 15\u00a0000,00 RUB зачислено на счёт.']);
    expect(await read('en')).toEqual(['Your deposit of 15,000.00 RUB has been credited to your account.']);
  });

  it('tells of a withdrawal paid and one declined, and says nothing of the trader\'s own cancel', async () => {
    const t = await trader();
    await settle(await t.withdraw('100', `wd-notice-${t.n}-1`), 'paid');
    await settle(await t.withdraw('200', `wd-notice-${t.n}-2`), 'declined');
    const cancelled = await t.withdraw('50', `wd-notice-${t.n}-3`);
    await t.app.post('/api/us/reject', { id: String(cancelled) });
    expect(await t.notices('en')).toEqual([
      'Your withdrawal of $200.00 was declined; the money is back on your account.',
      'Your withdrawal of $100.00 has been paid out.',
    ]);
  });

  it('tells of a bonus a withdrawal cancelled, and of its return when the withdrawal is declined', async () => {
    const t = await trader('0.00');
    await t.deposit('300');
    const id = await t.withdraw('100', `wd-notice-${t.n}-b`);
    expect((await t.notices('en'))[0]).toBe('Your bonus of $60.00 was cancelled by your withdrawal request. It comes back if the request is cancelled or declined.');
    await settle(id, 'declined');
    expect((await t.notices('en')).slice(0, 2)).toEqual(['Your bonus of $60.00 has been restored.', 'Your withdrawal of $100.00 was declined; the money is back on your account.']);
  });
});
