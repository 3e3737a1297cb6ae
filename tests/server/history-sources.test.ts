import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAttempts } from '../../server/db/schema-cards.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { users } from '../../server/db/schema.ts';
import { parseReference } from '../../server/history/sources.ts';
import { accountsOf } from '../../server/users/repo.ts';
import { json, paidBefore, signedInTrader, startServer, type TestServer } from './helpers.ts';

// /api/us/history names what moved each transaction's money: the card (brand and last 4), the coin, the provider,
// the withdrawal (its number, method and stored state with its times, for the status timeline).

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ APP_ORIGIN: 'http://localhost:8080', PLATFORM_ORIGIN: 'http://127.0.0.1:8081' });
});
afterAll(async () => {
  await server.close();
});

type Tx = { trType: string; amount: string; status: string; source?: Record<string, unknown> };

describe('transaction sources', () => {
  it('reads a reference\'s kind and id, and nothing from references no source describes', () => {
    expect(parseReference('card:40')).toEqual({ kind: 'card', id: 40 });
    expect(parseReference('card:40:limited')).toEqual({ kind: 'card', id: 40 });
    expect(parseReference('withdrawal:12')).toEqual({ kind: 'withdrawal', id: 12 });
    expect(parseReference('order:7')).toBeNull();
    expect(parseReference('tx_abc')).toBeNull();
  });

  it('names the card and the withdrawal with its number, state and times; a row of another trader\'s card names nothing', async () => {
    const t = await signedInTrader(server, { label: 'sources', amount: '1000.00' });
    await server.db.update(users).set({ verification: 'Full', wdMethods: 'Credit Card,Bitcoin,Perfect Money' }).where(eq(users.id, t.id));
    const [account] = await accountsOf(server.db, t.id);
    const now = server.clock.now();
    const [attempt] = await server.db
      .insert(cardAttempts)
      .values({ userId: t.id, idempotencyKey: 'src-card-key-1', status: 'approved', transactionId: `tx_src_${Date.now()}`, brand: 'visa', last4: '4242', createdAt: now })
      .returning({ id: cardAttempts.id });
    const other = await signedInTrader(server, { label: 'stranger' });
    const [foreign] = await server.db
      .insert(cardAttempts)
      .values({ userId: other.id, idempotencyKey: 'src-card-key-2', status: 'approved', transactionId: `tx_src2_${Date.now()}`, brand: 'mastercard', last4: '4444', createdAt: now })
      .returning({ id: cardAttempts.id });
    const row = (reference: string, at: number) => ({ userId: t.id, book: 'account' as const, accountId: account?.id ?? null, trType: 'deposit' as const, amount: '1.00', balanceAfter: '1.00', currency: 'USD', reference, executedAt: new Date(now.getTime() - at) });
    await server.db.insert(accountTransactions).values([row(`card:${attempt?.id}`, 3000), row(`card:${foreign?.id}`, 2000)]);

    // A destination paid before: the request moves its money at once (a new one would wait for its code).
    await paidBefore(server, t.id, 'Perfect Money');
    const final = await json<{ return: boolean }>(
      await t.app.post('/api/withdrawal/final', { proc: 'Perfect Money', method: 'Perfect Money', wallet: '', is_fixed: false, currency: 'USD', amount: '100', idempotency_key: 'src-wd-key-001' }),
    );
    expect(final.return).toBe(true);
    const [pending] = (await json<{ pending: { transactionId: number }[] }>(await t.app.post('/api/us/pending', {}))).pending;
    const history = async () => (await json<{ transactions: Tx[] }>(await t.app.post('/api/us/history', {}))).transactions;

    const before = await history();
    const withdrawal = before.find((tx) => tx.trType === 'withdrawal');
    expect(withdrawal?.source).toMatchObject({ kind: 'withdrawal', id: pending?.transactionId, method: 'Perfect Money', state: 'pending', settledAt: null });
    expect(typeof withdrawal?.source?.['requestedAt']).toBe('number');
    const deposits = before.filter((tx) => tx.trType === 'deposit');
    expect(deposits.map((tx) => tx.source ?? null)).toEqual([null, { kind: 'card', brand: 'visa', last4: '4242' }]);

    await server.app.request(`/sandbox/withdrawal/${pending?.transactionId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'paid' }) });
    const paid = (await history()).find((tx) => tx.trType === 'withdrawal')?.source;
    expect(paid).toMatchObject({ state: 'paid' });
    expect(typeof paid?.['settledAt']).toBe('number');
  });
});
