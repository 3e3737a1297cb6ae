import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { accountTransactions } from '../../server/db/schema-ledger.ts';
import { ledgerViolations } from '../../server/money/invariants.ts';
import { Browser, DEMO, json, mailedWithdrawalCode } from './helpers.ts';

// The real server process (what `npm start` runs) killed with SIGKILL in the middle of a burst of money requests,
// then started again on the same database: whatever the kill interrupted was rolled back whole, so every balance
// still equals the sum of its ledger rows. PGlite in a DATA_DIR, or a fresh database on TEST_DATABASE_URL.

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'trader-crash-'));
const adminUrl = process.env['TEST_DATABASE_URL']?.trim() ?? '';
const databaseName = `trader_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
let databaseUrl: string | null = null;

beforeAll(async () => {
  if (!adminUrl) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end({ timeout: 5 });
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.href;
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  if (!adminUrl) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.end({ timeout: 5 });
});

type Running = { child: ChildProcess; port: number };

/** Starts `server/main.ts` as `npm start` does and waits for the port it prints. */
function startProcess(): Promise<Running> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    PLATFORM_PORT: '0',
    CLIENT_DIR: join(dataDir, 'no-client'),
    SANDBOX: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /App:.*listening on [^:]+:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, port: Number(port) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const overPort = (port: number) => ({ request: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init) });
const overHttp = (port: number) => new Browser(overPort(port));

/**
 * The demo account's first payout to its card, as a trader makes one: asked for, confirmed with the code the sandbox
 * mailbox got, paid by the back office. Its card is then a destination the burst's withdrawals go to at once.
 */
async function cardPaidOnce(demo: Browser, port: number): Promise<void> {
  const made = await json<{ id: number }>(await demo.post('/api/withdrawal/final', { method: 'Credit Card', wallet: '', amount: '1', is_fixed: false }, { headers: { 'Idempotency-Key': `crash-card-${Date.now()}` } }));
  const code = await mailedWithdrawalCode(overPort(port), DEMO.email, made.id);
  expect(await json(await demo.post('/api/withdrawal/confirm', { id: String(made.id), code }))).toMatchObject({ return: true, status: 'pending' });
  const paid = await overPort(port).request(`/sandbox/withdrawal/${made.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'paid' }) });
  expect(paid.status).toBe(200);
}

async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Resolves once `done()` holds, looking every 5 ms (the burst's answers arrive meanwhile). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function ledgerRows(database: Database): Promise<number> {
  const [row] = await database.db.select({ rows: count() }).from(accountTransactions);
  return row?.rows ?? 0;
}

describe('a SIGKILL in the middle of a burst', () => {
  it('leaves every balance equal to the sum of its ledger rows, three times over', { timeout: 420_000 }, async () => {
    let sent = 0;
    const landed: number[] = [];
    for (let round = 1; round <= 3; round += 1) {
      const { child, port } = await startProcess();
      const demo = overHttp(port);
      await demo.login(DEMO.email, DEMO.password);
      if (round === 1) await cardPaidOnce(demo, port);
      const burst: Promise<unknown>[] = [];
      let answered = 0;
      for (let i = 0; i < 60; i += 1) {
        const key = `crash-${round}-${i}-${Date.now()}`;
        const headers = { 'Idempotency-Key': key };
        const request =
          i % 3 === 0
            ? demo.post('/api/withdrawal/final', { method: 'Credit Card', wallet: '', amount: String(1 + (i % 9)), is_fixed: false }, { headers })
            : i % 3 === 1
              ? demo.post('/api/triggers/tips', { value: String(1 + (i % 5)), host: 'anna' }, { headers })
              : demo.post('/api/pay/perfect', { amount: String(50 + i), currency: 'USD', bonus: '1', fixed: false }, { headers });
        burst.push(
          request.then(
            () => {
              answered += 1;
            },
            () => undefined,
          ),
        );
        sent += 1;
      }
      // Killed while the burst is in flight, once a few answers are back: some requests are done, some
      // mid-transaction, some never arrived.
      await until(() => answered >= 5 * round);
      await killed(child);
      await Promise.all(burst);
      const [violations, rows] = await withDatabase(async (database) => [await ledgerViolations(database.db), await ledgerRows(database)] as const);
      expect(violations, `round ${round}`).toEqual([]);
      landed.push(rows);
    }
    // The kills came mid-burst: some moves landed before them (the count grew), not every one of the 180.
    console.info(`ledger rows after each kill: ${landed.join(', ')}`);
    expect(landed[2] ?? 0).toBeGreaterThan(landed[0] ?? 0);
    // Three seeded openings, the card payout made first, at most two rows per request of the bursts.
    expect(landed[2] ?? 0).toBeLessThan(3 + 1 + 180 * 2);
    // It starts again on what the kills left, and answers.
    const { child, port } = await startProcess();
    try {
      const reply = await overHttp(port).login(DEMO.email, DEMO.password);
      expect(reply.status).toBe(200);
    } finally {
      await killed(child);
    }
    expect(await withDatabase((database) => ledgerViolations(database.db))).toEqual([]);
    expect(sent).toBe(180);
  });
});
