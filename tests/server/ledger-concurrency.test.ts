import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { accounts, users } from '../../server/db/schema.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { withdrawals } from '../../server/db/schema-withdrawal.ts';
import { AFFILIATE_SCALE, moneyOf } from '../../server/money/amount.ts';
import { ledgerViolations } from '../../server/money/invariants.ts';
import { postMove } from '../../server/money/moves.ts';
import { openTrade, settleAllDue } from '../../server/platform/trading.ts';
import { newAddress } from '../../server/sandbox/chain.ts';
import { closeTourney, ensureCurrent } from '../../server/tourney/windows.ts';
import { type Browser, json, mailedWithdrawalCode, paidBefore, providedDeps, signedInTrader, startServer, type TestServer } from './helpers.ts';

// The ledger under concurrency, on whichever driver the suite runs (PGlite, and PostgreSQL with a pool of ten when
// TEST_DATABASE_URL is set): random parallel mixes of every money move, then the invariants — each balance is the
// sum of its rows and the balance its last row left, nothing below zero, and a trader's Transactions are the ledger.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Reply = { return?: boolean; code?: string; bonus?: string; bonus_message?: string; bonus_cancelled?: boolean; guid?: string; message?: string };
type Trader = { id: number; email: string; app: Browser; n: number; accountId: number };

let keys = 0;
const key = (label: string) => `${label}-${++keys}-${Date.now()}`;

async function trader(label: string, options: { amount?: string; methods?: string } = {}): Promise<Trader> {
  const t = await signedInTrader(server, { label, amount: options.amount ?? '2000.00', country: 'DE' });
  await server.db
    .update(users)
    .set({ verification: 'Full', wdMethods: options.methods ?? 'Credit Card,Bitcoin,Perfect Money' })
    .where(eq(users.id, t.id));
  const [account] = await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, t.id));
  if (!account) throw new Error('no account');
  // Paid by Perfect Money and to the card before: those go at once; a new Bitcoin address waits for its mailed code.
  await paidBefore(server, t.id, 'Perfect Money');
  await paidBefore(server, t.id, 'Credit Card');
  return { ...t, accountId: account.id };
}

/** A bonus credited through the ledger, as a deposit's tier bonus would be. */
async function creditBonus(t: Trader, amount: bigint) {
  const now = server.clock.now();
  await server.db.transaction((tx) =>
    postMove(tx, { userId: t.id, kind: 'deposit', key: key('bonus') }, [{ userId: t.id, holder: { book: 'bonus' }, kind: 'bonus', amount: moneyOf(amount, 2), currency: 'USD', reference: 'test', at: now }], now),
  );
}

async function trade(t: Trader, stake: string, expiry = '30', direction: 'call' | 'put' = 'call') {
  return openTrade(providedDeps(server), t.id, { symbol: 'EURUSD', direction, amount: stake, expiry }, server.clock.now());
}

/**
 * The reply, once it is known not to be the server's failure: a request that answered 500 did not do what it was
 * sent for, and a round that counted it as done would pass on a broken server.
 */
async function answered(response: Response | Promise<Response>): Promise<Response> {
  const reply = await response;
  if (reply.status >= 500) throw new Error(`the server failed (${reply.status}): ${await reply.clone().text()}`);
  return reply;
}

const final = (t: Trader, amount: string, options: { method?: string; wallet?: string; key?: string } = {}) =>
  answered(t.app.post('/api/withdrawal/final', { method: options.method ?? 'Perfect Money', wallet: options.wallet ?? '', is_fixed: false, amount }, { headers: { 'Idempotency-Key': options.key ?? key('wd') } })).then((r) =>
    json<Reply>(r),
  );

const available = async (t: Trader) => (await server.db.select({ amount: accounts.amount }).from(accounts).where(eq(accounts.id, t.accountId)))[0]?.amount;
const bonusOf = async (t: Trader) => (await server.db.select({ bonus: users.bonusSumm }).from(users).where(eq(users.id, t.id)))[0]?.bonus;

async function expectNoViolations() {
  expect(await ledgerViolations(server.db)).toEqual([]);
}

/** A case-4 trader as the reproduction had one: 250.00 available, a 50.00 bonus whose turnover (1000) is reached. */
async function caseFourTrader(label: string) {
  const t = await trader(label, { amount: '1250.00' });
  await creditBonus(t, 5_000n);
  for (let i = 0; i < 4; i += 1) expect(await trade(t, '250', '300')).toMatchObject({ ok: true });
  expect(await available(t)).toBe('250.00000000');
  return t;
}

describe('the ledger under parallel requests', () => {
  it('case 4: ten parallel finals release the bonus once (250.00 → 200.00)', async () => {
    const t = await caseFourTrader('case4-10');
    const replies = await Promise.all(Array.from({ length: 10 }, () => final(t, '10.00')));
    expect(replies.every((reply) => reply.return === true)).toBe(true);
    expect(replies.filter((reply) => reply.bonus_message !== undefined)).toHaveLength(1);
    expect(await available(t)).toBe('200.00000000');
    expect(await bonusOf(t)).toBe('0.00000000');
    await expectNoViolations();
  });

  it('case 4: twenty parallel finals, then all cancelled, leave 300.00', async () => {
    const t = await caseFourTrader('case4-20');
    await Promise.all(Array.from({ length: 20 }, () => final(t, '10.00')));
    expect(await available(t)).toBe('100.00000000');
    const pending = await server.db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.userId, t.id), eq(withdrawals.status, 'pending')));
    const cancels = await Promise.all(pending.map((row) => t.app.post('/api/us/reject', { id: String(row.id) }).then((r) => json<Reply>(r))));
    expect(cancels.every((reply) => reply.return === true)).toBe(true);
    expect(await available(t)).toBe('300.00000000');
    await expectNoViolations();
  });

  it('case 1: the bonus a withdrawal cancelled comes back once when it is cancelled, declined or cancelled twice', async () => {
    const t = await trader('case1', { amount: '500.00' });
    await creditBonus(t, 5_000n);
    const made = await final(t, '20.00');
    expect(made).toMatchObject({ return: true, bonus_cancelled: true });
    expect(await bonusOf(t)).toBe('0.00000000');
    const [row] = await server.db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.userId, t.id), eq(withdrawals.status, 'pending')));
    const twice = await Promise.all([1, 2].map(() => t.app.post('/api/us/reject', { id: String(row?.id) }).then((r) => json<Reply & { bonus_restored?: string }>(r))));
    expect(twice.filter((reply) => reply.return === true)).toHaveLength(1);
    expect(twice.find((reply) => reply.return)?.message).toContain('bonus of $50.00 is restored');
    expect(await bonusOf(t)).toBe('50.00000000');
    expect(await available(t)).toBe('500.00000000');
    const kinds = (await server.db.select({ kind: accountTransactions.trType }).from(accountTransactions).where(eq(accountTransactions.userId, t.id))).map((r) => r.kind);
    expect(kinds.toSorted()).toEqual(['bonus', 'bonus_cancel', 'bonus_restore', 'opening', 'withdrawal', 'withdrawal_return']);

    // Declined by the back office: the same restore.
    await final(t, '30.00');
    const [second] = await server.db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.userId, t.id), eq(withdrawals.status, 'pending')));
    await server.app.request(`/sandbox/withdrawal/${second?.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'declined' }) });
    expect(await bonusOf(t)).toBe('50.00000000');
    await expectNoViolations();
  });

  it('a replayed key answers the stored reply and moves nothing again, also while the first is running', async () => {
    const t = await trader('replay', { amount: '100.00' });
    const same = key('same');
    const replies = await Promise.all(Array.from({ length: 6 }, () => final(t, '15.00', { key: same })));
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(await available(t)).toBe('85.00000000');
    const tipKey = key('tip');
    const tips = await Promise.all(Array.from({ length: 4 }, () => t.app.post('/api/triggers/tips', { value: '5', host: 'anna' }, { headers: { 'Idempotency-Key': tipKey } }).then((r) => json<Reply>(r))));
    expect(tips.every((reply) => reply.return === true)).toBe(true);
    expect(await available(t)).toBe('80.00000000');
    await expectNoViolations();
  });

  it('a tip above 40 needs the confirmation on the server too', async () => {
    const t = await trader('tip-rule', { amount: '500.00' });
    expect(await json<Reply>(await t.app.post('/api/triggers/tips', { value: '100', host: 'anna' }, { headers: { 'Idempotency-Key': key('tip') } }))).toMatchObject({
      return: false,
      code: 'tips.confirm',
    });
    expect(await available(t)).toBe('500.00000000');
    expect(await json<Reply>(await t.app.post('/api/triggers/tips', { value: '100', host: 'anna', confirm: true }, { headers: { 'Idempotency-Key': key('tip') } }))).toMatchObject({ return: true });
    expect(await available(t)).toBe('400.00000000');
  });
});

/** A small seeded generator, so a failing round can be run again as it was. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('nothing to pick from');
      return item;
    },
  };
}

type Operation = { name: string; run: () => Promise<unknown> };

describe('random parallel rounds', () => {
  const ROUNDS = 8;
  const OPERATIONS = 60;

  it(`${ROUNDS} rounds of ${OPERATIONS} parallel money moves keep every invariant`, { timeout: 240_000 }, async () => {
    const random = generator(Number(process.env['LEDGER_SEED'] ?? 20261127));
    const traders: Trader[] = [];
    for (let i = 0; i < 6; i += 1) traders.push(await trader(`mix${i}`, { amount: '3000.00' }));
    const [affiliate, referral] = traders;
    if (!affiliate || !referral) throw new Error('no traders');
    // One referral whose deposits hold commission for the affiliate; the affiliate starts with a balance to transfer.
    await server.db.update(users).set({ affsId: affiliate.id }).where(eq(users.id, referral.id));
    const now = server.clock.now();
    await server.db.transaction((tx) =>
      postMove(tx, { userId: affiliate.id, kind: 'commission', key: 'seed' }, [
        { userId: affiliate.id, holder: { book: 'affiliate' }, kind: 'commission', amount: moneyOf(50_000n, AFFILIATE_SCALE), currency: 'USD', reference: 'seed', at: now },
      ], now),
    );
    // Cases 1 and 4 need a bonus (a small one is soon traded through), case 3 an unverified trader, case 2 a card
    // deposit not yet returned; the rest are case 5.
    for (const t of traders.slice(2, 4)) await creditBonus(t, 2_000n);
    const [, , , , small, unverified] = traders;
    if (small) {
      await creditBonus(small, 300n);
      await trade(small, '60', '30'); // the 3.00 bonus's turnover (20 ×) reached: its next withdrawal is case 4
    }
    if (unverified) await server.db.update(users).set({ verification: 'None' }).where(eq(users.id, unverified.id));

    const replayable: (() => Promise<unknown>)[] = [];
    const sandbox = (path: string, body: unknown) => answered(server.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    const pendingOf = async (t: Trader) => server.db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.userId, t.id), eq(withdrawals.status, 'pending')));
    const amount = () => `${random.int(1, 120)}.${String(random.int(0, 99)).padStart(2, '0')}`;

    const makers: ((t: Trader) => Operation)[] = [
      (t) => ({ name: 'wallet deposit', run: () => answered(t.app.post('/api/pay/perfect', { amount: String(random.int(50, 400)), currency: 'USD', bonus: String(random.int(0, 1)), fixed: false }, { headers: { 'Idempotency-Key': key('pay') } })) }),
      (t) => ({
        name: 'crypto deposit',
        run: async () => {
          const invoice = await json<Reply>(await answered(t.app.post('/api/btc/pay', { amount: String(random.int(50, 400)), fixed: false, currency: 'USD', bonus: '0' }, { headers: { 'Idempotency-Key': key('btc') } })));
          if (invoice.guid) await Promise.all([sandbox(`/sandbox/invoice/${invoice.guid}`, { status: 'su' }), sandbox(`/sandbox/invoice/${invoice.guid}`, { status: 'su' })]);
        },
      }),
      (t) => ({
        name: 'card deposit',
        run: () =>
          answered(t.app.post(CARD_PATHS.ORANGE, {
            amount: String(random.int(250, 400)),
            bonus: '0',
            fixed: false,
            currency: 'USD',
            deposit_id: key('dep'),
            idempotency_key: key('card'),
            card: { cnu: '4242 4242 4242 4242', cvv: '123', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Test', ln: 'Trader', cu: 'DE' },
          })),
      }),
      (t) => {
        const method = random.pick(['Perfect Money', 'Credit Card', 'Bitcoin']);
        const request = { method, wallet: method === 'Bitcoin' ? newAddress('btc') : '', key: key('wd') };
        const sum = amount();
        const run = () => final(t, sum, request);
        replayable.push(run);
        return { name: `withdrawal by ${method}`, run };
      },
      (t) => ({
        // A request to a new address moves its money only now: twice at once, as a double tap would send it.
        name: 'confirm by code',
        run: async () => {
          const [row] = await server.db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.userId, t.id), eq(withdrawals.status, 'unconfirmed')));
          if (!row) return;
          const code = await mailedWithdrawalCode(server, t.email, row.id);
          const confirm = () => answered(t.app.post('/api/withdrawal/confirm', { id: String(row.id), code }));
          await Promise.all([confirm(), confirm()]);
        },
      }),
      (t) => ({
        name: 'cancel',
        run: async () => {
          const [row] = await pendingOf(t);
          if (row) await answered(t.app.post('/api/us/reject', { id: String(row.id) }));
        },
      }),
      (t) => ({
        name: 'payout or decline',
        run: async () => {
          const rows = await pendingOf(t);
          const row = rows[rows.length - 1];
          if (row) await Promise.all([sandbox(`/sandbox/withdrawal/${row.id}`, { status: random.pick(['paid', 'declined']) }), sandbox(`/sandbox/withdrawal/${row.id}`, { status: 'paid' })]);
        },
      }),
      (t) => {
        const value = random.int(1, 60);
        const body = { value: String(value), host: 'anna', ...(value > 40 && random.int(0, 1) === 1 ? { confirm: true } : {}) };
        const tipKey = key('tip');
        const run = () => answered(t.app.post('/api/triggers/tips', body, { headers: { 'Idempotency-Key': tipKey } }));
        replayable.push(run);
        return { name: 'tip', run };
      },
      () => {
        const transferKey = key('aff');
        const run = () => answered(affiliate.app.post('/api/us/refferal', { action: 'transfer', amount: String(random.int(1, 40)), account: affiliate.accountId }, { headers: { 'Idempotency-Key': transferKey } }));
        replayable.push(run);
        return { name: 'affiliate transfer', run };
      },
      (t) => ({ name: 'trade', run: () => trade(t, String(random.int(1, 150)), '30', random.pick(['call', 'put'] as const)) }),
      () => ({ name: 'settle sweep', run: () => settleAllDue(providedDeps(server), new Date(server.clock.now().getTime() + 3_600_000)) }),
      (t) => ({
        name: 'offer',
        run: async () => {
          const name = random.pick(['limited', 'modal_5_risk_free'] as const);
          await sandbox('/sandbox/trigger', { email: t.email, name });
          await answered(t.app.post('/api/offers/decide', { name, answer: 'yes' }));
        },
      }),
      () => ({ name: 'replay', run: async () => {
        const again = replayable.length > 0 ? random.pick(replayable) : null;
        if (again) await Promise.all([again(), again(), again()]);
      } }),
    ];

    let operations = 0;
    let checks = 0;
    const byName = new Map<string, number>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const batch: Operation[] = Array.from({ length: OPERATIONS }, () => random.pick(makers)(random.pick(traders)));
      if (round === ROUNDS) {
        // The last round also closes the week's tournament from two places at once while money moves.
        await Promise.all(traders.map((t) => trade(t, '5', '30')));
        const [weekly] = (await ensureCurrent(server.db, server.clock.now())).filter((row) => row.type === 'weekly');
        await server.clock.advance(7 * 24 * 3_600_000);
        if (weekly) batch.push({ name: 'close tournament', run: () => closeTourney(server.db, weekly, server.clock.now()) }, { name: 'close tournament', run: () => closeTourney(server.db, weekly, server.clock.now()) });
      }
      const outcomes = await Promise.allSettled(batch.map((operation) => operation.run()));
      const failed = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [`${batch[i]?.name}: ${String(outcome.reason)}`] : []));
      expect(failed).toEqual([]);
      operations += batch.length;
      for (const operation of batch) byName.set(operation.name, (byName.get(operation.name) ?? 0) + 1);
      expect(await ledgerViolations(server.db)).toEqual([]);
      checks += 1;
    }
    await settleAllDue(providedDeps(server), new Date(server.clock.now().getTime() + 3_600_000));
    await expectNoViolations();

    // Every row of a trader's Transactions is a ledger row of their accounts or bonus, and every such row is listed.
    for (const t of traders) {
      const listed = await json<{ total: number }>(await t.app.post('/api/us/history', { limit: 1 }));
      const rows = await server.db.select({ id: accountTransactions.id }).from(accountTransactions).where(and(eq(accountTransactions.userId, t.id), inArray(accountTransactions.book, ['account', 'bonus'])));
      expect(listed.total).toBe(rows.length);
    }
    expect(operations).toBeGreaterThanOrEqual(ROUNDS * OPERATIONS);
    const cases = new Set((await server.db.select({ caseNo: withdrawals.caseNo }).from(withdrawals).where(inArray(withdrawals.userId, traders.map((t) => t.id)))).map((row) => row.caseNo));
    expect([...cases].toSorted()).toEqual([1, 2, 3, 4, 5]);
    const [written] = await server.db.select({ rows: count() }).from(accountTransactions);
    console.info(
      `ledger rounds: ${ROUNDS}, operations: ${operations}, invariant checks: ${checks + 1}, ledger rows: ${written?.rows ?? 0}; ${[...byName].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    );
  });
});

describe('the invariant check itself', () => {
  it('throws on a driver reply of a shape it does not know, rather than pass having looked at nothing', async () => {
    const { rowsOf } = await import('../../server/money/invariants.ts');
    expect(rowsOf([{ check: 'x', holder: 'y', detail: 'z' }])).toHaveLength(1);
    expect(rowsOf({ rows: [] })).toEqual([]);
    expect(() => rowsOf({ records: [] })).toThrow(/unknown shape/);
    expect(() => rowsOf(undefined)).toThrow(/unknown shape/);
  });
});
