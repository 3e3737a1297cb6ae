import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { accounts, users } from '../../server/db/schema.ts';
import { cardAttempts, savedCards } from '../../server/db/schema-cards.ts';
import { json, signedInTrader, startServer, type TestServer } from './helpers.ts';

// Quick top-up from the card on file: an approved card deposit of a card the trader asked us to keep (Remember this
// card, /api/card/save) keeps the processor's token (never the number), the quick top-up charges it through the
// cascade under an idempotency key, and the trader may remove the card.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; status?: string; code?: string; message?: string; cascade?: boolean; transaction_id?: string; bonus?: string };
type Trigger = { return: boolean; card: { id: number; brand: string; last4: string; emm: string; eyy: string } | null; can_load: boolean };

async function trader(label: string) {
  const t = await signedInTrader(server, { label, currency: 'USD', country: 'BR' });
  let seq = 0;
  const year = String(new Date().getFullYear() + 2);
  /** "Remember this card" ticked: the client saves the card before it pays. */
  const remember = async (number: string) => t.app.post('/api/card/save', { card: { cnu: number, emm: '12', eyy: year, fn: 'Card', ln: 'Holder', cu: 'FR', cur: 'USD' } });
  const deposit = async (number: string, deposit = `dep-${label}-${(seq += 1)}-xxxx`, { remembered = true } = {}) => {
    if (remembered) await remember(number);
    return json<Reply>(
      await t.app.post(CARD_PATHS.VLOAD, {
        amount: '300',
        bonus: '0',
        fixed: false,
        currency: 'USD',
        deposit_id: deposit,
        idempotency_key: `key-${label}-${(seq += 1)}-${Date.now()}`,
        card: { cnu: number, cvv: '123', emm: '12', eyy: year, fn: 'Card', ln: 'Holder', cu: 'FR' },
      }),
    );
  };
  const quick = async (key: string, amount = '250', lang = 'en') =>
    json<Reply>(await t.app.post('/api/report/quick', { amount, fixed: false, bonus: '0', idempotency_key: key }, { headers: { 'X-Lang': lang } }));
  const trigger = async () => json<Trigger>(await t.app.post('/api/triggers/cards', {}));
  const balance = async () => (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, t.id)))[0]?.amount;
  const saved = async () => server.db.select().from(savedCards).where(eq(savedCards.userId, t.id));
  return { ...t, remember, deposit, quick, trigger, balance, saved };
}

describe('the card on file', () => {
  it('is kept, when the trader asked, from an approved card deposit as brand, last 4, expiry and the processor token, never the number', async () => {
    const t = await trader('onfile');
    expect(await t.trigger()).toMatchObject({ card: null, can_load: false });
    expect(await t.deposit('4242 4242 4242 4242')).toMatchObject({ return: true, status: 'approved' });
    const trigger = await t.trigger();
    expect(trigger).toMatchObject({ return: true, card: { brand: 'visa', last4: '4242', emm: '12' }, can_load: true });
    expect(JSON.stringify(trigger)).not.toMatch(/tok_/);
    const rows = await server.db.select().from(savedCards).where(eq(savedCards.userId, t.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).toMatch(/^tok_approve_[0-9a-f]{16}$/);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('is not kept from a declined deposit', async () => {
    const t = await trader('declined');
    expect(await t.deposit('4000000000009995', undefined, { remembered: false })).toMatchObject({ return: false, code: 'insufficient_funds' });
    expect(await t.trigger()).toMatchObject({ card: null, can_load: false });
    // Remembered, a declined card stays saved as the trader asked, but with no token: nothing to charge.
    expect(await t.deposit('4000000000009995')).toMatchObject({ return: false, code: 'insufficient_funds' });
    expect(await t.trigger()).toMatchObject({ card: { last4: '9995' }, can_load: false });
    expect((await t.saved()).map((row) => row.token)).toEqual([null]);
  });

  it('is not kept from an approved deposit the trader did not ask us to remember', async () => {
    const t = await trader('unasked');
    expect(await t.deposit('4242424242424242', undefined, { remembered: false })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.trigger()).toMatchObject({ card: null, can_load: false });
    expect(await t.saved()).toEqual([]);
    expect(await t.quick('quick-unasked-0001')).toMatchObject({ return: false, code: 'quick.no_card' });
    // Another card saved is not consent for this one.
    await t.remember('5555555555554444');
    expect(await t.deposit('4242424242424242', undefined, { remembered: false })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.trigger()).toMatchObject({ card: { last4: '4444' }, can_load: false });
    expect((await t.saved()).map((row) => [row.last4, row.token])).toEqual([['4444', null]]);
  });

  it('is kept when the trader saves the card after paying with it: the processor still holds the card it charged', async () => {
    const t = await trader('later');
    expect(await t.deposit('4242424242424242', undefined, { remembered: false })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.trigger()).toMatchObject({ card: null });
    await t.remember('4242424242424242');
    expect(await t.trigger()).toMatchObject({ card: { brand: 'visa', last4: '4242' }, can_load: true });
    expect((await t.saved())[0]?.token).toMatch(/^tok_approve_[0-9a-f]{16}$/);
    expect(await t.quick('quick-later-00001')).toMatchObject({ return: true, status: 'approved', message: '$250.00 was charged to Visa •••• 4242 and credited to your account.' });
  });

  it('is kept from a card typed on a hosted page, when the trader asked to remember it', async () => {
    const t = await trader('hosted');
    await t.remember('4242424242424242');
    const csrf = t.app.cookies.get('csrf') ?? '';
    const query = new URLSearchParams({ amount: '300', fixed: 'false', bonus: '0', currency: 'USD', deposit_id: 'dep-hosted-keep', idempotency_key: 'hosted-keep-0001', csrf });
    const page = (await t.app.send(`${CARD_PATHS.EZPAY}?${query.toString()}`)).headers.get('Location') ?? '';
    const form = new URLSearchParams({ cnu: '4242424242424242', emm: '12', eyy: String(new Date().getFullYear() + 2), cvv: '123', holder: 'Card Holder', decision: 'pay' });
    const back = await server.app.request(page, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(back.status).toBe(303);
    expect(await t.trigger()).toMatchObject({ card: { last4: '4242' }, can_load: true });
  });

  it('once removed, is not kept again by a later deposit of the same card', async () => {
    const t = await trader('revoked');
    await t.deposit('4242424242424242');
    const id = (await t.trigger()).card?.id ?? 0;
    expect(await json(await t.app.post('/api/card/remove', { id }))).toMatchObject({ return: true });
    expect(await t.deposit('4242424242424242', undefined, { remembered: false })).toMatchObject({ return: true, status: 'approved' });
    expect(await t.trigger()).toMatchObject({ card: null, can_load: false });
    expect(await t.saved()).toEqual([]);
  });

  it('can be removed by its owner only, and is then never charged', async () => {
    const t = await trader('remove');
    const other = await trader('remove-other');
    await t.deposit('4242424242424242');
    const id = (await t.trigger()).card?.id ?? 0;
    expect(await json(await other.app.post('/api/card/remove', { id }))).toMatchObject({ return: false, code: 'card.not_found' });
    expect(await json(await t.app.post('/api/card/remove', { id }))).toMatchObject({ return: true, message: 'The card has been removed. It will not be charged again.' });
    expect(await t.trigger()).toMatchObject({ card: null, can_load: false });
    expect(await t.quick('quick-after-remove-1')).toMatchObject({ return: false, code: 'quick.no_card' });
  });
});

describe('quick top-up', () => {
  it('without a card on file answers why, in the trader language, and charges nothing', async () => {
    const t = await trader('nocard');
    expect(await t.quick('quick-nocard-0001')).toEqual({
      return: false,
      code: 'quick.no_card',
      message: 'There is no card on file to charge. Make a card deposit with "Remember this card" ticked: that card is kept for quick top-ups.',
    });
    expect(await t.quick('quick-nocard-0002', '250', 'ru')).toMatchObject({ return: false, code: 'quick.no_card', message: expect.stringContaining('Нет сохранённой карты') });
    expect(await server.db.select().from(cardAttempts).where(eq(cardAttempts.userId, t.id))).toHaveLength(0);
  });

  it('charges the card on file and credits it, once per key, even when the key comes ten times at once', async () => {
    const t = await trader('charge');
    await t.deposit('4242424242424242');
    expect(await t.balance()).toBe('300.00000000');
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.quick('quick-charge-0001')));
    const approved = replies.filter((reply) => reply.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    expect(new Set(replies.map((reply) => reply.transaction_id)).size).toBe(1);
    expect(approved[0]).toMatchObject({ return: true, message: '$250.00 was charged to Visa •••• 4242 and credited to your account.' });
    expect(await t.balance()).toBe('550.00000000');
    expect(await t.quick('quick-charge-0001')).toMatchObject({ status: 'approved', transaction_id: approved[0]?.transaction_id });
    expect(await t.balance()).toBe('550.00000000');
    // A new key is a new charge.
    expect(await t.quick('quick-charge-0002')).toMatchObject({ status: 'approved' });
    expect(await t.balance()).toBe('800.00000000');
  });

  it('runs the cascade: a decline that may cascade goes to the next processor', async () => {
    const t = await trader('cascade');
    await server.db.update(users).set({ cascade: 'FRAUD,ZOOM,VLOAD' }).where(eq(users.id, t.id));
    expect(await t.deposit('4000000000000002', 'dep-cascade-a')).toMatchObject({ return: false, cascade: true });
    expect(await t.deposit('4000000000000002', 'dep-cascade-a')).toMatchObject({ return: true, status: 'approved' });
    expect(await t.quick('quick-cascade-01')).toMatchObject({ return: true, status: 'approved' });
    const steps = await server.db
      .select({ processor: cardAttempts.processor, status: cardAttempts.status })
      .from(cardAttempts)
      .where(and(eq(cardAttempts.userId, t.id), eq(cardAttempts.depositId, 'quick:quick-cascade-01')))
      .orderBy(asc(cardAttempts.id));
    // ZOOM charges only with a session the browser opened, so a token skips it.
    expect(steps).toEqual([
      { processor: 'FRAUD', status: 'declined' },
      { processor: 'VLOAD', status: 'approved' },
    ]);
  });

  it('answers a token the bank declines as the card calls do, and credits nothing', async () => {
    const t = await trader('funds');
    await t.deposit('4242424242424242');
    await server.db.update(savedCards).set({ token: 'tok_insufficient_0123456789abcdef' }).where(eq(savedCards.userId, t.id));
    expect(await t.quick('quick-funds-0001')).toMatchObject({ return: false, code: 'insufficient_funds', cascade: false });
    expect(await t.balance()).toBe('300.00000000');
  });

  it('keeps the deposit rules: the minimum, and the key', async () => {
    const t = await trader('rules');
    await t.deposit('4242424242424242');
    expect(await t.quick('quick-rules-0001', '5')).toMatchObject({ return: false, code: 'min_deposit' });
    const keyless = await t.app.post('/api/report/quick', { amount: '250', fixed: false, bonus: '0' });
    expect(keyless.status).toBe(400);
    expect(await t.balance()).toBe('300.00000000');
  });
});
