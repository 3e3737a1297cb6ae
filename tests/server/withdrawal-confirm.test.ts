import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../server/db/schema.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { withdrawals } from '../../server/db/schema-withdrawal.ts';
import { ledgerViolations } from '../../server/money/invariants.ts';
import { newAddress } from '../../server/sandbox/chain.ts';
import { json, mailbox, mailedWithdrawalCode, signedInTrader, startServer, type TestServer } from './helpers.ts';

// A withdrawal to a destination the trader was never paid to (a new wallet, a method never paid by) holds no money
// until it is confirmed: by the authenticator's code with two-factor on, else by a six-digit code mailed to the
// trader, valid 15 minutes, used once, wrong tries counted. The ledger moves only at the confirmation, once.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; status?: string; id?: number; confirm_by?: string; code?: string; field?: string; message?: string; bonus_cancelled?: boolean; confirmed?: string };
type Pending = { transactionId: number; amount: string; wallet: string; confirm_by?: string };

async function trader(label: string, amount = '1000.00') {
  const t = await signedInTrader(server, { label, amount });
  await server.db.update(users).set({ verification: 'Full', wdMethods: 'Credit Card,Bitcoin,Perfect Money' }).where(eq(users.id, t.id));
  let seq = 0;
  const withdraw = (body: Record<string, unknown>, key = `wdc-${t.n}-${++seq}-key`) =>
    t.app.post('/api/withdrawal/final', { method: 'Bitcoin', is_fixed: false, currency: 'USD', idempotency_key: key, ...body }).then((r) => json<Reply>(r));
  const confirm = (id: number | undefined, code: string | null) => t.app.post('/api/withdrawal/confirm', { id: String(id), code: code ?? '' }).then((r) => json<Reply>(r));
  const balance = async () => (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, t.id)))[0]?.amount;
  const ledger = async () =>
    server.db.select({ kind: accountTransactions.trType, amount: accountTransactions.amount }).from(accountTransactions).where(and(eq(accountTransactions.userId, t.id), eq(accountTransactions.trType, 'withdrawal')));
  const pending = async () => (await json<{ pending: Pending[] }>(await t.app.post('/api/us/pending', {}))).pending;
  const code = (id: number | undefined) => mailedWithdrawalCode(server, t.email, id ?? 0);
  return { ...t, withdraw, confirm, balance, ledger, pending, code };
}

const backOffice = async (id: number | undefined, status: 'paid' | 'declined') =>
  server.app.request(`/sandbox/withdrawal/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });

describe('a new destination, confirmed by mail', () => {
  it('holds no money until the mailed code comes, then moves it once', async () => {
    const t = await trader('wdc-mail');
    const wallet = newAddress('btc');
    const made = await t.withdraw({ amount: '100', wallet });
    expect(made).toMatchObject({ return: true, status: 'unconfirmed', confirm_by: 'mail' });
    expect(made.message).toContain('code');
    // Nothing moved: no ledger row, the balance whole; listed as waiting for its code.
    expect(await t.ledger()).toEqual([]);
    expect(await t.balance()).toBe('1000.00000000');
    expect(await t.pending()).toMatchObject([{ transactionId: made.id, amount: '100.00', wallet, confirm_by: 'mail' }]);
    // The back office cannot pay what is not confirmed.
    expect((await backOffice(made.id, 'paid')).status).toBe(404);

    const [mail] = await mailbox(server, t.email);
    expect(mail?.subject).toBe('Confirm your withdrawal');
    expect(mail?.text).toContain(`#${made.id} of $100.00 to Bitcoin ${wallet}`);
    expect(mail?.text).toContain('15 minutes');
    const code = await t.code(made.id);
    expect(code).toMatch(/^\d{6}$/);

    expect(await t.confirm(made.id, code === '000000' ? '000001' : '000000')).toMatchObject({ return: false, code: 'code', field: 'code' });
    expect(await t.ledger()).toEqual([]);
    const confirmed = await t.confirm(made.id, code);
    expect(confirmed).toMatchObject({ return: true, status: 'pending', bonus_cancelled: false });
    expect(await t.ledger()).toEqual([{ kind: 'withdrawal', amount: '-100.00000000' }]);
    expect(await t.balance()).toBe('900.00000000');
    // Confirmed again (a double tap, a lost answer): the same answer, no second row.
    expect(await t.confirm(made.id, code)).toEqual(confirmed);
    expect(await t.ledger()).toHaveLength(1);
    expect(await t.pending()).toMatchObject([{ transactionId: made.id }]);
    expect((await t.pending())[0]?.confirm_by).toBeUndefined();
    // The back office sees how it was confirmed.
    expect(await json(await backOffice(made.id, 'paid'))).toMatchObject({ return: true, status: 'paid', confirmed: 'mail' });
    expect(await ledgerViolations(server.db)).toEqual([]);
  });

  it('a code works for 15 minutes, once, and for its own request only; a new one ends the old', async () => {
    const t = await trader('wdc-expiry');
    const first = await t.withdraw({ amount: '10', wallet: newAddress('btc') });
    const second = await t.withdraw({ amount: '20', wallet: newAddress('btc') });
    const firstCode = await t.code(first.id);
    // Another request's code is not this one's.
    expect(await t.confirm(second.id, firstCode)).toMatchObject({ return: false, code: 'code' });
    await server.clock.advance(15 * 60 * 1000 + 1000);
    expect(await t.confirm(first.id, firstCode)).toMatchObject({ return: false, code: 'code' });
    expect(await json(await t.app.post('/api/withdrawal/resend', { id: String(first.id) }))).toMatchObject({ return: true, message: expect.stringContaining('new code') });
    const fresh = await t.code(first.id);
    expect(fresh).not.toBeNull();
    if (fresh !== firstCode) expect(await t.confirm(first.id, firstCode)).toMatchObject({ return: false, code: 'code' });
    expect(await t.confirm(first.id, fresh)).toMatchObject({ return: true, status: 'pending' });
    expect(await t.ledger()).toHaveLength(1);
  });

  it('counts wrong codes: five in 15 minutes, then even the right one waits', async () => {
    const t = await trader('wdc-throttle');
    const made = await t.withdraw({ amount: '10', wallet: newAddress('btc') });
    const code = (await t.code(made.id)) ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) expect(await t.confirm(made.id, wrong)).toMatchObject({ code: 'code' });
    expect(await t.confirm(made.id, code)).toMatchObject({ return: false, code: 'code_throttled' });
    expect(await t.ledger()).toEqual([]);
    await server.clock.advance(14 * 60 * 1000);
    expect(await json(await t.app.post('/api/withdrawal/resend', { id: String(made.id) }))).toMatchObject({ return: true });
    await server.clock.advance(2 * 60 * 1000);
    expect(await t.confirm(made.id, await t.code(made.id))).toMatchObject({ return: true, status: 'pending' });
  });

  it('once paid, the same destination goes at once; another wallet, or a method never paid by, asks again', async () => {
    const t = await trader('wdc-known');
    const wallet = newAddress('btc');
    const made = await t.withdraw({ amount: '10', wallet });
    await t.confirm(made.id, await t.code(made.id));
    // Confirmed but not paid yet: not used successfully, so still a code.
    expect(await t.withdraw({ amount: '10', wallet })).toMatchObject({ status: 'unconfirmed' });
    expect(await json(await backOffice(made.id, 'paid'))).toMatchObject({ confirmed: 'mail' });
    const again = await t.withdraw({ amount: '10', wallet });
    expect(again).toMatchObject({ return: true, status: 'pending' });
    expect(again.confirm_by).toBeUndefined();
    expect(await t.withdraw({ amount: '10', wallet: newAddress('btc') })).toMatchObject({ status: 'unconfirmed', confirm_by: 'mail' });
    expect(await t.withdraw({ amount: '10', method: 'Perfect Money', wallet: '' })).toMatchObject({ status: 'unconfirmed' });
    const [paidAgain] = await server.db.select().from(withdrawals).where(and(eq(withdrawals.userId, t.id), eq(withdrawals.status, 'pending')));
    expect(await json(await backOffice(paidAgain?.id, 'paid'))).toMatchObject({ confirmed: 'not_needed' });
  });

  it('a request waiting for its code is cancelled without any money moving', async () => {
    const t = await trader('wdc-cancel');
    const made = await t.withdraw({ amount: '50', wallet: newAddress('btc') });
    expect(await json(await t.app.post('/api/us/reject', { id: String(made.id) }))).toMatchObject({ return: true, message: expect.stringContaining('not confirmed') });
    expect(await t.confirm(made.id, await t.code(made.id))).toMatchObject({ return: false, code: 'not_waiting' });
    expect(await t.ledger()).toEqual([]);
    expect(await t.balance()).toBe('1000.00000000');
    expect(await t.pending()).toEqual([]);
  });

  it('checks the money again at the confirmation: spent meanwhile, it is refused and the code stays good', async () => {
    const t = await trader('wdc-funds', '100.00');
    const made = await t.withdraw({ amount: '80', wallet: newAddress('btc') });
    const code = await t.code(made.id);
    await server.db.update(accounts).set({ amount: '50' }).where(eq(accounts.userId, t.id));
    expect(await t.confirm(made.id, code)).toMatchObject({ return: false, field: 'amount', code: 'funds' });
    await server.db.update(accounts).set({ amount: '100' }).where(eq(accounts.userId, t.id));
    expect(await t.confirm(made.id, code)).toMatchObject({ return: true, status: 'pending' });
  });

  it('confirmed twice at once, the money moves once', async () => {
    const t = await trader('wdc-race');
    const made = await t.withdraw({ amount: '30', wallet: newAddress('btc') });
    const code = await t.code(made.id);
    const replies = await Promise.all(Array.from({ length: 6 }, () => t.confirm(made.id, code)));
    expect(replies.filter((reply) => reply.return)).not.toHaveLength(0);
    for (const reply of replies.filter((one) => one.return)) expect(reply).toEqual(replies.find((one) => one.return));
    expect(await t.ledger()).toHaveLength(1);
    expect(await t.balance()).toBe('970.00000000');
    expect(await ledgerViolations(server.db)).toEqual([]);
  });
});

describe('a new destination with two-factor on', () => {
  it('asks for the authenticator\'s code, mails nothing, and takes a code once', async () => {
    const t = await trader('wdc-totp');
    const { secret = '' } = await json<{ secret?: string }>(await t.app.post('/api/us/2fa/setup', {}));
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    const codeNow = () => app.generate({ timestamp: server.clock.now().getTime() });
    expect(await json(await t.app.post('/api/us/2fa/enable', { code: codeNow() }))).toMatchObject({ return: true });
    await server.clock.advance(30_000);

    const first = await t.withdraw({ amount: '10', wallet: newAddress('btc') });
    const second = await t.withdraw({ amount: '20', wallet: newAddress('btc') });
    expect(first).toMatchObject({ status: 'unconfirmed', confirm_by: 'totp' });
    expect(await mailbox(server, t.email)).toEqual([]);
    expect(await json(await t.app.post('/api/withdrawal/resend', { id: String(first.id) }))).toMatchObject({ return: false, code: 'not_waiting' });
    const code = codeNow();
    expect(await t.confirm(first.id, code)).toMatchObject({ return: true, status: 'pending' });
    // The same code again, for another request: spent.
    expect(await t.confirm(second.id, code)).toMatchObject({ return: false, code: 'code' });
    await server.clock.advance(30_000);
    expect(await t.confirm(second.id, codeNow())).toMatchObject({ return: true });
    expect(await t.ledger()).toHaveLength(2);
    expect(await json(await backOffice(first.id, 'paid'))).toMatchObject({ confirmed: 'totp' });
  });
});
