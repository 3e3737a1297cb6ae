// Test and benchmark harness: builds the client when dist/ is stale, then runs the reference server on two free
// ports with a throw-away DATA_DIR. Plain ESM (with server.d.mts for TypeScript) so scripts/bench.mjs can use it
// without a TypeScript loader.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildStaleReason, serverBuildStaleReason } from '../../../scripts/lib/stale.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const GUARD = join(REPO_ROOT, 'tests', 'e2e', 'support', 'run-guarded.mjs');
const READY_TIMEOUT_MS = 120_000;

function run(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds dist-server/ (what `npm start` runs) when it is missing or older than its inputs; true when it built. */
export async function ensureServerBuilt({ root = REPO_ROOT, log = console.info } = {}) {
  const reason = serverBuildStaleReason(root);
  if (reason === null) return false;
  log(`Building the server (${reason})…`);
  await run(process.execPath, [join(root, 'scripts', 'build-server.mjs')], root);
  return true;
}

/** Runs `vite build` when dist/ is missing or older than its inputs (scripts/lib/stale.mjs), and the server's build. */
export async function ensureClientBuilt({ root = REPO_ROOT, log = console.info } = {}) {
  const builtServer = await ensureServerBuilt({ root, log });
  const reason = clientBuildStaleReason(root);
  if (reason === null) return builtServer;
  log(`Building the client (${reason})…`);
  await run(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], root);
  return true;
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

async function twoFreePorts() {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

const delay = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Every browser of the e2e suite and the bench comes from this one loopback address, which no deployment has: the
 * per-address budgets (20 registrations an hour…) would refuse the suite's hundredth trader. The per-trader budgets
 * and every product rule (offers, signals, pop-ups) stay as `npm start` ships them; the budgets themselves are tested
 * on the real process from several addresses (tests/server/process.test.ts).
 */
export const ONE_ADDRESS_BUDGETS = {
  REGISTRATIONS_PER_HOUR: '100000',
  LOGIN_FAIL_REPORTS_PER_HOUR: '100000',
  CONTACTS_PER_HOUR: '100000',
  GUEST_CHAT_SENDS_PER_HOUR: '100000',
  GUEST_CHAT_READS_PER_HOUR: '100000',
  PASSKEY_SIGN_INS_PER_HOUR: '100000',
};

/**
 * Starts the built server (`dist-server/main.mjs`, what `npm start` runs) with PORT, PLATFORM_PORT, DATA_DIR (fresh temp dir) and SANDBOX=1, and
 * waits until GET /api/config answers. The app is at http://localhost:PORT, the platform host at
 * http://127.0.0.1:PLATFORM_PORT — different origins on purpose.
 */
export async function startServer({ root = REPO_ROOT, logFile, build = true, log = console.info, env = {}, nodeArgs = [], oneAddress = true } = {}) {
  if (build === 'server') await ensureServerBuilt({ root, log });
  else if (build) await ensureClientBuilt({ root, log });
  const [port, platformPort] = await twoFreePorts();
  const dataDir = mkdtempSync(join(tmpdir(), 'trader-data-'));
  const serverLog = logFile ?? join(root, 'test-results', 'server.log');
  mkdirSync(dirname(serverLog), { recursive: true });
  const out = openSync(serverLog, 'w');
  const child = spawn(
    process.execPath,
    [GUARD, process.execPath, ...nodeArgs, '--enable-source-maps', join(root, 'dist-server', 'main.mjs')],
    {
      cwd: root,
      // stdin stays a pipe: when this process dies, the guard sees EOF and stops the server.
      stdio: ['pipe', out, out],
      env: {
        ...process.env,
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        DATA_DIR: dataDir,
        SANDBOX: '1',
        ...(oneAddress ? ONE_ADDRESS_BUDGETS : {}),
        ...env,
      },
    },
  );
  closeSync(out);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });

  const baseURL = `http://localhost:${port}`;
  const platformURL = `http://127.0.0.1:${platformPort}`;

  const stop = async () => {
    if (exited === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // The guard escalates to SIGKILL on the server itself after 12 s; killing the guard is the last resort.
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };

  const started = Date.now();
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`The reference server stopped before it was ready (${exited}). Its output:\n${tail(serverLog)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/config`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`The reference server did not answer GET /api/config within ${READY_TIMEOUT_MS / 1000} s:\n${tail(serverLog)}`);
    }
    await delay(250);
  }
  log(`Reference server ready at ${baseURL} (platform ${platformURL}, data ${dataDir}, log ${serverLog})`);
  return { baseURL, platformURL, port, platformPort, dataDir, logFile: serverLog, stop };
}
