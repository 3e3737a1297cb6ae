// Load benchmark: simulated signed-in traders sending the one poller's steady traffic (src/sync, src/features/*/task.ts)
// at its real rates, through autocannon, on loopback, for a bounded time per step. Prints throughput and p50/p99 per
// call, for PGlite (one process: the embedded database belongs to one process) and PostgreSQL (1, 2, 4 processes on
// one database, the traders spread across them). "Held" = every call's p99 < 100 ms and no error reply.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, startServer } from '../../tests/e2e/support/server.mjs';
import { treeCpuMs } from './cpu.mjs';
import { startPostgres } from './postgres.mjs';

/** The poller's tasks: interval in seconds and the share of traders that make the call (a waiting invoice: 1 in 10). */
export const CALLS = [
  { name: 'user', path: '/api/fraud/user', everyS: 90 }, // USER_REFRESH_INTERVAL_MS
  { name: 'notifications', path: '/api/us/notifications', everyS: 30 }, // NOTIFICATIONS_INTERVAL_MS
  { name: 'signals', path: '/api/signals', everyS: 300 }, // SIGNALS_INTERVAL_MS
  { name: 'pending', path: '/api/us/pending', everyS: 300 }, // PENDING_INTERVAL_MS
  { name: 'tickets', path: '/api/kayako/list', everyS: 300 }, // SUPPORT_LIST_INTERVAL_MS
  { name: 'invoice', path: '/api/btc/check', everyS: 60, share: 0.1 }, // one check a minute per waiting invoice
];
export const RATE_PER_TRADER = CALLS.reduce((sum, call) => sum + (call.share ?? 1) / call.everyS, 0);
export const P99_LIMIT_MS = 100;

const CSRF = 'loadbenchcsrftokenloadbenchcsrftoken01';
// autocannon caps each connection at N requests per second, sent at the start of its second; one request per
// connection per second, with the connections split into groups started 20 ms apart, spreads the arrivals (10 000
// independent traders make ~11 requests in 20 ms; a group fires its share at once, a little burstier than they would).
const STAGGER_GROUPS = 50;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** One request template whose setupRequest draws the call (weighted by its rate) and a trader of this process. */
function requestFor(traders) {
  const withInvoice = traders.filter((t) => t.guid !== null);
  const weights = CALLS.map((call) => (call.name === 'invoice' ? withInvoice.length : traders.length) / call.everyS);
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = Math.random() * total;
    for (let i = 0; i < CALLS.length; i += 1) {
      r -= weights[i];
      if (r <= 0) return CALLS[i];
    }
    return CALLS[0];
  };
  return {
    setupRequest(req, context) {
      const call = pick();
      const pool = call.name === 'invoice' && withInvoice.length > 0 ? withInvoice : traders;
      const trader = pool[Math.floor(Math.random() * pool.length)];
      context.call = call.name;
      return {
        ...req,
        method: 'POST',
        path: call.path,
        headers: { 'content-type': 'application/json', 'x-lang': 'en', 'x-csrf-token': CSRF, cookie: `sid=${trader.sid}; csrf=${CSRF}` },
        body: call.name === 'invoice' ? JSON.stringify({ guid: trader.guid }) : '{}',
      };
    },
  };
}

function runCannon(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', onResponse);
  });
}

/** CPU so far: the server processes (this process's descendants), the PostgreSQL cluster, this load generator. */
function cpuNow(databasePid) {
  const generator = process.cpuUsage();
  return {
    app: treeCpuMs([process.pid], [process.pid]),
    database: databasePid ? treeCpuMs([databasePid]) : 0,
    generator: (generator.user + generator.system) / 1000,
  };
}

/** `count` traders (the first of `seeded`) for `durationS` seconds against `baseURLs`, spread evenly. */
export async function loadStep(baseURLs, seeded, count, durationS, databasePid = null) {
  const times = new Map(CALLS.map((call) => [call.name, []]));
  const failures = new Map(CALLS.map((call) => [call.name, 0]));
  let errors = 0;
  const onResponse = (client, status, _bytes, ms) => {
    const name = client.requestIterator.context.call;
    times.get(name)?.push(ms);
    if (status >= 300) failures.set(name, (failures.get(name) ?? 0) + 1);
  };
  // Other work on the machine (a test run, a browser) shows here: the step's figures are only as quiet as the machine.
  const loadBefore = loadavg()[0];
  const cpuBefore = cpuNow(databasePid);
  const runs = [];
  baseURLs.forEach((url, p) => {
    const traders = seeded.slice(0, count).filter((_, i) => i % baseURLs.length === p);
    const rate = Math.round(traders.length * RATE_PER_TRADER);
    for (let g = 0; g < STAGGER_GROUPS; g += 1) {
      const groupRate = Math.floor(rate / STAGGER_GROUPS) + (g < rate % STAGGER_GROUPS ? 1 : 0);
      if (groupRate === 0) continue;
      const options = { url, connections: groupRate, overallRate: groupRate, duration: durationS, timeout: 10, requests: [requestFor(traders)] };
      runs.push(
        new Promise((r) => setTimeout(r, (g * 1000) / STAGGER_GROUPS)).then(() =>
          runCannon(options, onResponse).then((result) => {
            errors += result.errors + result.timeouts;
          }),
        ),
      );
    }
  });
  await Promise.all(runs);
  const cpuAfter = cpuNow(databasePid);
  const calls = CALLS.map((call) => {
    const sorted = times.get(call.name).toSorted((a, b) => a - b);
    return { name: call.name, requests: sorted.length, perSecond: sorted.length / durationS, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), failures: failures.get(call.name) };
  });
  const total = calls.reduce((sum, c) => sum + c.requests, 0);
  const perRequest = (key) => (cpuAfter[key] - cpuBefore[key]) / Math.max(1, total);
  const cpuMsPerRequest = { app: perRequest('app'), database: perRequest('database'), generator: perRequest('generator') };
  const held = errors === 0 && calls.every((c) => c.failures === 0 && !(c.p99 >= P99_LIMIT_MS));
  return { traders: count, processes: baseURLs.length, loadBefore, cpuMsPerRequest, targetPerSecond: count * RATE_PER_TRADER, perSecond: total / durationS, errors, held, calls };
}

/** Steps up the trader count until a step is not held; returns every step run and the largest held count. */
export async function loadCurve(baseURLs, seeded, steps, durationS, log, databasePid = null) {
  // Warm-up at the first step's rate: fresh processes compile their code paths and open their database connections
  // (cold requests take 100–400 ms, and in a 10 s step a handful of them is the p99).
  await loadStep(baseURLs, seeded, Math.min(steps[0], seeded.length), 8, databasePid);
  const results = [];
  for (const count of steps) {
    if (count > seeded.length) break;
    let step = await loadStep(baseURLs, seeded, count, durationS, databasePid);
    log(formatStep(step));
    if (!step.held) {
      // One retry: on a shared machine a burst of someone else's work can cost a step its p99. Both are reported.
      results.push({ ...step, retried: true });
      step = await loadStep(baseURLs, seeded, count, durationS, databasePid);
      log(formatStep(step));
    }
    results.push(step);
    if (!step.held) break;
  }
  const held = results.filter((s) => s.held).map((s) => s.traders);
  // A count is held when its last try held (the retry, if there was one).
  return { steps: results, heldTraders: held.length > 0 ? Math.max(...held) : 0 };
}

const f = (n) => (Number.isNaN(n) ? '—' : n.toFixed(n >= 100 ? 0 : 1));

export function formatStep(step) {
  const cpu = step.cpuMsPerRequest;
  const calls = step.calls.map((c) => `${c.name} ${f(c.perSecond)}/s ${f(c.p50)}/${f(c.p99)} ms${c.failures ? ` (${c.failures} failed)` : ''}`).join('; ');
  return `  ${step.processes}p ${step.traders} traders: ${f(step.perSecond)} req/s of ${f(step.targetPerSecond)}${step.errors ? `, ${step.errors} errors` : ''} ${step.held ? '✓' : '✗'} (load average before ${step.loadBefore.toFixed(1)}; CPU ms/request: app ${cpu.app.toFixed(2)}, PostgreSQL ${cpu.database.toFixed(2)}, load generator ${cpu.generator.toFixed(2)}) — p50/p99 ${calls}`;
}

function seed(env, traders) {
  const dir = mkdtempSync(join(tmpdir(), 'trader-load-'));
  const out = join(dir, 'traders.json');
  const done = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts', 'bench', 'load-seed.ts'), String(traders), out], { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`seeding failed: ${done.stderr || done.stdout}`);
  const seeded = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return seeded;
}

async function startMany(count, env, log, nodeArgs) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startServer({ build: false, log, env, nodeArgs, logFile: join(REPO_ROOT, 'bench-results', `load-server-${i}.log`) }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    throw error;
  }
  return servers;
}

/**
 * The whole part: PGlite with one process, then PostgreSQL (TEST_DATABASE_URL, or a throw-away cluster when the
 * binaries are here) with each of `processes`. `steps` are trader counts, tried in order until one is not held.
 */
export async function measureLoad({ steps, processes = [1, 2, 4], durationS = 15, cpuProfDir = null, databases = ['pglite', 'postgres'], log = (m) => process.stdout.write(`${m}\n`) }) {
  // --cpu-prof DIR: every server process writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const results = { ratePerTrader: RATE_PER_TRADER, durationS, pglite: null, postgres: [] };
  if (databases.includes('pglite')) await measurePglite(results, steps, durationS, nodeArgs, log);
  if (databases.includes('postgres')) await measurePostgres(results, steps, processes, durationS, nodeArgs, log);
  return results;
}

async function measurePglite(results, steps, durationS, nodeArgs, log) {
  const most = Math.max(...steps);
  const dataDir = mkdtempSync(join(tmpdir(), 'trader-load-pglite-'));
  try {
    log(`PGlite: seeding ${most} traders`);
    const seeded = seed({ DATA_DIR: dataDir }, most);
    const [server] = await startMany(1, { DATA_DIR: dataDir }, () => {}, nodeArgs);
    try {
      results.pglite = await loadCurve([server.baseURL], seeded, steps, durationS, log);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(results, steps, processes, durationS, nodeArgs, log) {
  const most = Math.max(...steps);
  const postgres = await startPostgres(log);
  if (!postgres) {
    log('PostgreSQL: no TEST_DATABASE_URL and no local binaries; skipped');
    return;
  }
  try {
    log(`PostgreSQL: seeding ${most} traders`);
    const seeded = seed({ DATABASE_URL: postgres.url }, most);
    for (const count of processes) {
      const servers = await startMany(count, { DATABASE_URL: postgres.url }, () => {}, nodeArgs);
      try {
        results.postgres.push({ processes: count, ...(await loadCurve(servers.map((s) => s.baseURL), seeded, steps, durationS, log, postgres.pid)) });
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    await postgres.stop();
  }
}

const CORES = availableParallelism();

/** What the server and database CPU per request (median over the steps) would allow on this machine's cores alone. */
function capacity(steps) {
  const costs = steps.map((s) => s.cpuMsPerRequest.app + s.cpuMsPerRequest.database).toSorted((a, b) => a - b);
  const cost = costs[Math.floor(costs.length / 2)];
  if (!cost) return '';
  const perSecond = (CORES * 1000) / cost;
  return `; server + database CPU ${cost.toFixed(2)} ms/request → ${CORES} dedicated cores ≈ ${Math.round(perSecond)} req/s ≈ ${Math.round(perSecond / RATE_PER_TRADER)} traders`;
}

export function printLoad(load, write = (text) => process.stdout.write(text)) {
  write(`\nLoad: the poller's steady mix, ${(load.ratePerTrader * 600).toFixed(1)} requests per trader in ten minutes, ${load.durationS} s per step; held = every call's p99 < ${P99_LIMIT_MS} ms\n`);
  const rows = [];
  if (load.pglite) rows.push(['PGlite', 1, load.pglite]);
  for (const pg of load.postgres) rows.push(['PostgreSQL', pg.processes, pg]);
  for (const [db, processes, curve] of rows) {
    write(`${db}, ${processes} process(es): held up to ${curve.heldTraders} traders${capacity(curve.steps)}\n`);
    for (const step of curve.steps) write(`${formatStep(step)}${step.retried ? ' (tried again)' : ''}\n`);
  }
}
