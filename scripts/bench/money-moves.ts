// What a money move costs: times the money routes — a tip, a withdrawal request (case 5) and a trade opening — one at
// a time for one trader, and 20 traders at once, through the real app in this process on the database the server
// tests use (PGlite, or PostgreSQL with TEST_DATABASE_URL). Run: node --import tsx scripts/bench/money-moves.ts
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { openTrade } from '../../server/platform/trading.ts';
import { paidBefore, providedDeps, signedInTrader, startServer, type TestServer } from '../../tests/server/helpers.ts';

const ROUNDS = Number(process.env['MONEY_BENCH_ROUNDS'] ?? 300);
const PARALLEL = 20;

type Trader = Awaited<ReturnType<typeof signedInTrader>>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

async function trader(server: TestServer, label: string): Promise<Trader> {
  const t = await signedInTrader(server, { label, amount: '10000000.00' });
  await server.db.update(users).set({ verification: 'Full', wdMethods: 'Perfect Money' }).where(eq(users.id, t.id));
  // A destination paid before: each request is the money move itself, not one waiting for its code.
  await paidBefore(server, t.id, 'Perfect Money');
  return t;
}

let seq = 0;
const moves: Record<string, (server: TestServer, t: Trader) => Promise<unknown>> = {
  tip: (_server, t) => t.app.post('/api/triggers/tips', { value: '1', host: 'anna' }, { headers: { 'Idempotency-Key': `bench-tip-${++seq}-${t.n}` } }).then((r) => r.json()),
  withdrawal: (_server, t) =>
    t.app.post('/api/withdrawal/final', { method: 'Perfect Money', wallet: '', amount: '1', is_fixed: false }, { headers: { 'Idempotency-Key': `bench-wd-${++seq}-${t.n}` } }).then((r) => r.json()),
  trade: (server, t) => openTrade(providedDeps(server), t.id, { symbol: 'EURUSD', direction: 'call', amount: '1', expiry: '300' }, server.clock.now()),
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function main() {
  const server = await startServer();
  const one = await trader(server, 'bench-one');
  const crowd: Trader[] = [];
  for (let i = 0; i < PARALLEL; i += 1) crowd.push(await trader(server, `bench-crowd${i}`));
  console.info(`money moves on ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}, ${ROUNDS} each`);
  for (const [name, move] of Object.entries(moves)) {
    for (let i = 0; i < 20; i += 1) await move(server, one); // warm-up
    const serial: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) serial.push(await timed(() => move(server, one)));
    serial.sort((a, b) => a - b);
    const started = performance.now();
    const parallel: number[] = [];
    for (let i = 0; i < ROUNDS / PARALLEL; i += 1) parallel.push(...(await Promise.all(crowd.map((t) => timed(() => move(server, t))))));
    const wall = performance.now() - started;
    parallel.sort((a, b) => a - b);
    console.info(
      `${name.padEnd(10)} one trader p50 ${percentile(serial, 0.5).toFixed(2)} ms p99 ${percentile(serial, 0.99).toFixed(2)} ms | ${PARALLEL} at once p50 ${percentile(parallel, 0.5).toFixed(2)} ms p99 ${percentile(parallel, 0.99).toFixed(2)} ms, ${((parallel.length / wall) * 1000).toFixed(0)} moves/s`,
    );
  }
  await server.close();
}

await main();
