import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../server/db/schema.ts';
import { depositTransactions } from '../../server/db/schema-cards.ts';
import { tradeOrders } from '../../server/db/schema-trading.ts';
import { withdrawals } from '../../server/db/schema-withdrawal.ts';
import { newAddress } from '../../server/sandbox/chain.ts';
import { isValidAddress } from '../../server/funding/addresses.ts';
import { json, paidBefore, signedInTrader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return: boolean; case?: number; need_auth?: boolean; current_turnover?: string; need_turnover?: string; code?: string; field?: string; message?: string; status?: string; bonus_message?: string; known?: boolean };
type Pending = { transactionId: number; amount: string; method: string };

async function trader(options: { amount?: string; verification?: string; bonus?: string; methods?: string } = {}) {
  const t = await signedInTrader(server, { label: 'wd', amount: options.amount ?? '1000.00' });
  await server.db
    .update(users)
    .set({ verification: options.verification ?? 'Full', bonusSumm: options.bonus ?? '0', wdMethods: options.methods ?? 'Credit Card,Bitcoin,Perfect Money' })
    .where(eq(users.id, t.id));
  // These tests are about the request itself: the trader was paid by Perfect Money before, so it needs no code
  // (tests/server/withdrawal-confirm.test.ts is about a destination never paid to).
  await paidBefore(server, t.id, 'Perfect Money');
  let seq = 0;
  const final = (body: Record<string, unknown>, key?: string) => {
    seq += 1;
    return t.app.post('/api/withdrawal/final', { proc: 'Perfect Money', method: 'Perfect Money', wallet: '', is_fixed: false, currency: 'USD', idempotency_key: key ?? `wd-${t.n}-${seq}-key`, ...body }).then((r) => json<Reply>(r));
  };
  const balance = async () => (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.userId, t.id)))[0]?.amount;
  const pending = async () => (await json<{ pending: Pending[] }>(await t.app.post('/api/us/pending', {}))).pending;
  const ask = (body: Record<string, unknown>) => t.app.post('/api/withdrawal', { method: 'Perfect Money', wallet: '', fixed: false, currency: 'USD', ...body }).then((r) => json<Reply>(r));
  return { ...t, ask, final, balance, pending };
}

describe('form rules on the server', () => {
  it("answers 'Incorrect amount!', the wallet message, more than available and the per-call bound", async () => {
    const t = await trader();
    expect(await t.ask({ amount: '0' })).toMatchObject({ return: false, field: 'amount', message: 'Incorrect amount!' });
    expect(await t.ask({ amount: 'ten' })).toMatchObject({ return: false, field: 'amount', message: 'Incorrect amount!' });
    expect(await t.ask({ amount: '1000.01' })).toMatchObject({ return: false, field: 'amount', code: 'funds' });
    expect(await t.ask({ amount: '1'.repeat(30) })).toMatchObject({ return: false, field: 'amount' });
    expect(await t.ask({ amount: '10', method: 'Bitcoin' })).toMatchObject({ return: false, field: 'wallet', message: 'Please enter Wallet address!' });
    expect(await t.ask({ amount: '10', method: 'Bitcoin', wallet: 'bc1qnotarealaddressatall0000000000000000' })).toMatchObject({ return: false, field: 'wallet', code: 'wallet_format' });
    const address = newAddress('btc');
    expect(isValidAddress('btc', address)).toBe(true);
    expect(await t.ask({ amount: '10', method: 'Bitcoin', wallet: address })).toMatchObject({ return: true, case: 5 });
    expect(await t.ask({ amount: '10', method: 'Skrill' })).toMatchObject({ return: false, code: 'method' });
  });
});

describe('cases from real state', () => {
  it('1: an active bonus whose turnover is not reached (both turnovers shown)', async () => {
    const t = await trader({ bonus: '50.00' });
    expect(await t.ask({ amount: '100' })).toMatchObject({ return: true, case: 1, current_turnover: '0.00', need_turnover: '1000.00', need_auth: false });
  });

  it('2: card deposits not yet returned go back to the card first', async () => {
    const t = await trader();
    await server.db.insert(depositTransactions).values({ userId: t.id, accountId: null, attemptId: await fakeAttempt(t.id), method: 'card', processor: 'FRAUD', amount: '300', currency: 'USD', status: 'executed', executedAt: server.clock.now() });
    expect(await t.ask({ amount: '100' })).toMatchObject({ case: 2 });
    // Withdrawing to the card itself is the return.
    expect(await t.ask({ amount: '100', method: 'Credit Card' })).toMatchObject({ case: 5 });
  });

  it('3: verification not Full waits for documents', async () => {
    const t = await trader({ verification: 'Partial' });
    expect(await t.ask({ amount: '100' })).toMatchObject({ case: 3, documents_needed: true });
  });

  it('an unverified trader hears of the documents with the first request, even when the bonus case comes first', async () => {
    const unverified = await trader({ bonus: '50.00', verification: 'Partial' });
    expect(await unverified.ask({ amount: '100' })).toMatchObject({ case: 1, documents_needed: true });
    const verified = await trader({ bonus: '50.00' });
    expect(await verified.ask({ amount: '100' })).toMatchObject({ case: 1, documents_needed: false });
  });

  it('4: bonus turnover reached releases the bonus with the withdrawal; 5: no bonus', async () => {
    const t = await trader({ bonus: '10.00' });
    const [account] = await server.db.select().from(accounts).where(eq(accounts.userId, t.id));
    if (!account) throw new Error('no account');
    const now = server.clock.now();
    await server.db.insert(tradeOrders).values({ userId: t.id, accountId: account.id, symbol: 'EURUSD', direction: 'call', amount: '200.00', currency: 'USD', payoutRate: '0.8000', openPrice: '1', openTime: now, expiryTime: now, status: 'lost' });
    expect(await t.ask({ amount: '100' })).toMatchObject({ case: 4, current_turnover: '200.00', need_turnover: '200.00' });
    const done = await t.final({ amount: '100', is_bonus: true });
    expect(done).toMatchObject({ return: true, status: 'pending' });
    expect(done.bonus_message).toContain('10.00');
    expect(await t.balance()).toBe('910.00000000');
    const plain = await trader();
    expect(await plain.ask({ amount: '100' })).toMatchObject({ case: 5 });
  });

  it('need_auth for a blocked trader ends the session', async () => {
    const t = await trader();
    await server.db.update(users).set({ status: 'USER_BLOCKED' }).where(eq(users.id, t.id));
    expect(await t.ask({ amount: '10' })).toMatchObject({ need_auth: true });
  });
});

let attempts = 0;
async function fakeAttempt(userId: number): Promise<number> {
  const { cardAttempts } = await import('../../server/db/schema-cards.ts');
  attempts += 1;
  const [row] = await server.db
    .insert(cardAttempts)
    .values({ userId, idempotencyKey: `fake-${attempts}-key`, status: 'approved', transactionId: `tx_fake_${attempts}_${Date.now()}`, createdAt: server.clock.now() })
    .returning({ id: cardAttempts.id });
  if (!row) throw new Error('attempt not inserted');
  return row.id;
}

describe('final, pending, reject and payouts', () => {
  it('reserves the amount once per key, lists it pending, cancel returns it exactly once', async () => {
    const t = await trader();
    const first = await t.final({ amount: '250.50' }, 'wd-once-key-01');
    expect(first).toMatchObject({ return: true, status: 'pending' });
    expect(await t.final({ amount: '250.50' }, 'wd-once-key-01')).toEqual(first);
    expect(await t.balance()).toBe('749.50000000');
    const [row] = await t.pending();
    expect(row).toMatchObject({ amount: '250.50', method: 'Perfect Money' });
    if (!row) throw new Error('nothing pending');
    const outcome = await json<Reply>(await t.app.post('/api/withdrawal/outcome', { idempotency_key: 'wd-once-key-01' }));
    expect(outcome).toMatchObject({ known: true });
    expect(await json<Reply>(await t.app.post('/api/withdrawal/outcome', { idempotency_key: 'wd-never-sent' }))).toMatchObject({ known: false });
    const cancels = await Promise.all([1, 2, 3].map(() => t.app.post('/api/us/reject', { id: String(row.transactionId) }).then((r) => json<Reply>(r))));
    expect(cancels.filter((reply) => reply.return)).toHaveLength(1);
    expect(cancels.find((reply) => !reply.return)?.message).toBe('Sorry some errors');
    expect(await t.balance()).toBe('1000.00000000');
    expect(await t.pending()).toEqual([]);
  });

  it("another trader's withdrawal cannot be cancelled", async () => {
    const owner = await trader();
    const other = await trader();
    await owner.final({ amount: '10' });
    const [row] = await owner.pending();
    expect(await json<Reply>(await other.app.post('/api/us/reject', { id: String(row?.transactionId) }))).toMatchObject({ return: false });
    expect(await owner.pending()).toHaveLength(1);
  });

  it('the sandbox back office pays or declines; a decline returns the amount once', async () => {
    const t = await trader();
    await t.final({ amount: '100' });
    await t.final({ amount: '200' });
    const [second, first] = await t.pending();
    const settle = (id: number | undefined, status: string) => server.app.request(`/sandbox/withdrawal/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });
    expect((await settle(first?.transactionId, 'paid')).status).toBe(200);
    expect((await settle(second?.transactionId, 'declined')).status).toBe(200);
    expect((await settle(second?.transactionId, 'declined')).status).toBe(404);
    expect(await t.balance()).toBe('900.00000000');
    const rows = await server.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.userId, t.id));
    expect(rows.map((r) => r.status).toSorted()).toEqual(['declined', 'paid', 'paid']);
  });

  it('20 parallel withdrawals that together exceed the balance never overdraw it', async () => {
    const t = await trader({ amount: '1000.00' });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => t.final({ amount: '150' }, `wd-race-${i}-key`)));
    const made = replies.filter((reply) => reply.return).length;
    expect(made).toBe(6);
    expect(replies.filter((reply) => !reply.return).every((reply) => reply.field === 'amount')).toBe(true);
    expect(await t.balance()).toBe('100.00000000');
    expect(await t.pending()).toHaveLength(6);
  });

  it('case 1 cancels the bonus when the request is made', async () => {
    const t = await trader({ bonus: '50.00' });
    expect(await t.final({ amount: '100' })).toMatchObject({ return: true, bonus_cancelled: true });
    const [user] = await server.db.select({ bonus: users.bonusSumm }).from(users).where(eq(users.id, t.id));
    expect(user?.bonus).toBe('0.00000000');
  });

  it('Transactions name each row: the request pending, then cancelled, and the returned money as its own kind', async () => {
    const t = await trader();
    await t.final({ amount: '100' });
    type Tx = { trType: string; status: string; amount: string };
    const history = async (body: Record<string, unknown>) => (await json<{ total: number; transactions: Tx[] }>(await t.app.post('/api/us/history', body))).transactions;
    expect(await history({ Status: 'pending' })).toMatchObject([{ trType: 'withdrawal', status: 'pending', amount: '-100.00' }]);
    const [row] = await t.pending();
    expect(await json(await t.app.post('/api/us/reject', { id: String(row?.transactionId) }))).toMatchObject({ return: true });
    expect(await history({ Status: 'pending' })).toEqual([]);
    expect(await history({ Status: 'cancelled' })).toMatchObject([{ trType: 'withdrawal', status: 'cancelled' }]);
    expect(await history({ trType: 'withdrawal_return' })).toMatchObject([{ status: 'done', amount: '100.00' }]);
  });
});
