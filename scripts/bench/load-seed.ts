// Seeds the traders of the load benchmark (scripts/bench/load.mjs) straight into the database the server will open:
// DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, before the server starts, since only one process may open it).
// Each trader is a real user with a real account and a real session row (the cookie value is printed, the table
// keeps its hash, as after /api/login); some carry notifications, a due signal, a pending withdrawal and a waiting
// crypto invoice, so every call of the mix reads real rows. Registering 10 000 traders through /api/register would
// spend minutes in scrypt and the registration throttle; the session the bench uses is the same either way.
// Usage: node --import tsx scripts/bench/load-seed.ts <traders> <out.json>
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { accounts, sessions, users } from '../../server/db/schema.ts';
import { cryptoInvoices } from '../../server/db/schema-crypto.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { tradingSignals, userNotifications } from '../../server/db/schema-trading.ts';
import { withdrawals } from '../../server/db/schema-withdrawal.ts';
import { hashPassword } from '../../server/lib/password.ts';
import { hashToken, randomToken } from '../../server/lib/tokens.ts';

const BATCH = 500;
/** One trader in ten has a crypto invoice waiting (its tab checks it every 60 s). */
export const INVOICE_SHARE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

type Seeded = { sid: string; guid: string | null };

async function main(): Promise<void> {
  const count = Number(process.argv[2]);
  const out = process.argv[3];
  if (!Number.isInteger(count) || count < 1 || !out) throw new Error('usage: load-seed.ts <traders> <out.json>');
  const database = await openDatabase({ dataDir: process.env['DATA_DIR'] ?? './data', databaseUrl: process.env['DATABASE_URL'] ?? null });
  await database.migrate();
  const { db } = database;
  const now = new Date();
  const passwordHash = await hashPassword('Load1234!');
  const run = randomToken().slice(0, 8);
  const seeded: Seeded[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `load-${run}-${start + i}@example.com`,
          passwordHash,
          country: 'GB',
          currency: 'USD',
          firstName: 'Load',
          lastName: `Trader${start + i}`,
          phonePrefix: '44',
          phone: '7700900000',
          regTime: now,
          verification: 'Full',
          status: 'USER_ACTIVE',
          trSuccess: 'yes' as const,
        })),
      )
      .returning({ id: users.id });
    const ids = made.map((row) => row.id);
    const opened = await db
      .insert(accounts)
      .values(ids.map((userId) => ({ userId, accountGroup: 'REAL', type: 'real' as const, currency: 'USD', amount: '1000.00', netAmount: '1000.00', createdAt: now })))
      .returning({ id: accounts.id, userId: accounts.userId });
    const accountOf = new Map(opened.map((row) => [row.userId, row.id]));
    // Each opening balance is a ledger row, as the server's own account opening writes it (balance = sum of rows).
    await db.insert(accountTransactions).values(
      opened.map((row) => ({ userId: row.userId, book: 'account' as const, accountId: row.id, trType: 'opening' as const, amount: '1000.00', balanceAfter: '1000.00', currency: 'USD', reference: `account:${row.id}`, moveKey: `opening/account:${row.id}`, executedAt: now })),
    );
    await db.execute(sql`update users set current_account_id = a.id from accounts a where a.user_id = users.id and users.current_account_id is null`);
    const tokens = ids.map(() => randomToken());
    await db.insert(sessions).values(
      ids.map((userId, i) => ({ id: hashToken(tokens[i] ?? ''), userId, createdAt: now, expiresAt: new Date(now.getTime() + 30 * DAY_MS), lastSeenAt: now, userAgent: 'load-bench' })),
    );
    await db.insert(userNotifications).values(ids.flatMap((userId) => [0, 1, 2].map((n) => ({ userId, text: `Welcome ${n}`, read: n === 0 ? 1 : 0, createdAt: new Date(now.getTime() - n * 60_000) }))));
    const every = (n: number) => ids.filter((_, i) => (start + i) % n === 0);
    await db.insert(tradingSignals).values(every(5).map((userId) => ({ userId, signalId: 's1', symbol: 'EURUSD', direction: 'call' as const, dueAt: now, expiresAt: new Date(now.getTime() + DAY_MS) })));
    await db.insert(withdrawals).values(every(7).map((userId) => withdrawalRow(userId, accountOf.get(userId) ?? 0, now)));
    const withInvoice = new Set(every(INVOICE_SHARE));
    const guids = new Map<number, string>();
    for (const userId of withInvoice) guids.set(userId, `load-${run}-${userId}`);
    if (withInvoice.size > 0) await db.insert(cryptoInvoices).values([...withInvoice].map((userId) => invoiceRow(userId, guids.get(userId) ?? '', now)));
    ids.forEach((userId, i) => seeded.push({ sid: tokens[i] ?? '', guid: guids.get(userId) ?? null }));
  }
  // The seeding left dead rows (current_account_id set after the insert): vacuum now, not mid-run.
  await db.execute(sql`vacuum analyze`);
  await database.close();
  writeFileSync(out, JSON.stringify(seeded));
}

function withdrawalRow(userId: number, accountId: number, now: Date): typeof withdrawals.$inferInsert {
  return { userId, accountId, amount: '10.00', currency: 'USD', method: 'Bitcoin', wallet: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', caseNo: 5, status: 'pending', idempotencyKey: `load-${userId}`, createdAt: now };
}

function invoiceRow(userId: number, guid: string, now: Date): typeof cryptoInvoices.$inferInsert {
  return {
    guid,
    userId,
    coin: 'btc',
    address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    amount: '0.01000000',
    currency: 'USD',
    fiatAmount: '300.00',
    rate: '30000',
    status: 'wt',
    idempotencyKey: guid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DAY_MS),
  };
}

await main();
