import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type RunningServer, startServer } from '../e2e/support/server.mjs';
import { ProcessBrowser } from './process-client.ts';

// The built server as a real process (dist-server/main.mjs, what `npm start` runs), with the defaults it ships, and
// clients on different loopback addresses: what the suites calling app.request() cannot see (no connection there).

const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
const WRONG_ADDRESS = '127.0.0.9';
const OTHER_ADDRESS = '127.0.0.1';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ build: 'server', oneAddress: false, log: () => undefined, logFile: `test-results/server-process-${process.pid}.log`, env: { CLIENT_DIR: '/nonexistent-client-dir' } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const browser = (address: string, headers: Record<string, string> = {}) => new ProcessBrowser(server.baseURL, address, headers);

function registration(email: string) {
  return { country: 'BR', currency: 'USD', login: email, password: 'Trade1234!', firstName: 'Pro', lastName: 'Cess', phone: '912345678', phone_prefix: '55', promo: '' };
}

describe('the real process keys every per-address budget on the connection', () => {
  it('30 wrong passwords from one address lock that address, not another one: the app and the platform still let the owner in', async () => {
    const guesser = browser(WRONG_ADDRESS);
    for (let i = 0; i < 30; i += 1) {
      const reply = await guesser.post('/api/login', { email: `nobody${i}@example.com`, password: `wrong-${i}` });
      expect(reply.body, `guess ${i}`).toMatchObject({ return: false });
    }
    expect((await guesser.post('/api/login', { email: 'nobody-more@example.com', password: 'wrong' })).body).toMatchObject({ return: false, code: 'login.address_throttled' });
    // A spoofed X-Forwarded-For changes nothing while TRUST_PROXY is off (the default).
    const spoofing = browser(WRONG_ADDRESS, { 'X-Forwarded-For': '203.0.113.7' });
    expect((await spoofing.post('/api/login', { email: 'nobody-spoof@example.com', password: 'wrong' })).body).toMatchObject({ code: 'login.address_throttled' });

    const owner = browser(OTHER_ADDRESS);
    expect((await owner.post('/api/login', DEMO)).body).toMatchObject({ return: true });
    const platform = new ProcessBrowser(server.platformURL, OTHER_ADDRESS);
    expect((await platform.send('POST', '/cli/login', { login: DEMO.email, password: DEMO.password }, true)).body).toMatchObject({ return: true });
  });

  it('registrations and recovery requests are budgeted per address', async () => {
    const busy = browser('127.0.0.10');
    let refused = 0;
    for (let i = 0; i < 21; i += 1) {
      const reply = await busy.post('/api/register', registration(`process-reg-${i}-${Date.now()}@example.com`));
      if (reply.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const elsewhere = browser('127.0.0.11');
    expect((await elsewhere.post('/api/register', registration(`process-reg-other-${Date.now()}@example.com`))).body).toMatchObject({ return: true });
  });

  it('40 right-password logins at once by 20 traders from one address all get in', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const email = `process-crowd-${i}-${Date.now()}@example.com`;
      // One registration per address, so the registration budget is not what this measures.
      expect((await browser(`127.0.1.${i + 1}`).post('/api/register', registration(email))).body, email).toMatchObject({ return: true });
      emails.push(email);
    }
    const office = '127.0.0.20';
    const logins = await Promise.all([...emails, ...emails].map((email) => browser(office).post('/api/login', { email, password: 'Trade1234!' })));
    expect(logins.map((reply) => reply.body['return'])).toEqual(logins.map(() => true));
  });
});

describe('a production start (SANDBOX=0) invents nothing', () => {
  let production: RunningServer;
  beforeAll(async () => {
    production = await startServer({ build: 'server', oneAddress: false, log: () => undefined, logFile: `test-results/server-production-${process.pid}.log`, env: { CLIENT_DIR: '/nonexistent-client-dir', SANDBOX: '0' } });
  }, 120_000);
  afterAll(async () => {
    await production?.stop();
  });

  it('seeds no demo account, serves no fixture news, no simulated price, and no sandbox control', async () => {
    const visitor = new ProcessBrowser(production.baseURL, OTHER_ADDRESS);
    expect((await visitor.post('/api/login', DEMO)).body).toMatchObject({ return: false });
    const email = `production-${Date.now()}@example.com`;
    expect((await visitor.post('/api/register', registration(email))).body).toMatchObject({ return: true });
    expect((await visitor.post('/api/login', { email, password: 'Trade1234!' })).body).toMatchObject({ return: true });
    expect((await visitor.post('/api/news/rss', {})).body).toMatchObject({ return: false, code: 'news.unavailable' });
    expect((await visitor.send('GET', '/sandbox/clock')).status).toBe(404);
    const platform = new ProcessBrowser(production.platformURL, OTHER_ADDRESS);
    expect((await platform.send('GET', '/v2/cli/api/quotes?symbol=EURUSD')).status).toBe(503);
  });
});

describe('a taken port', () => {
  it('says which variable to set, in one line, without a stack trace', async () => {
    const { createServer } = await import('node:net');
    const { spawn } = await import('node:child_process');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const holder = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    const address = holder.address();
    const taken = typeof address === 'object' && address !== null ? address.port : 0;
    const dataDir = mkdtempSync(join(tmpdir(), 'trader-port-'));
    try {
      const child = spawn(process.execPath, [join(REPO_ROOT, 'dist-server', 'main.mjs')], {
        env: { ...process.env, PORT: String(taken), PLATFORM_PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: '/nonexistent-client-dir' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`127.0.0.1:${taken} is already in use`);
      expect(stderr).toContain(`PORT=${taken + 10} npm start`);
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('two server processes on one PostgreSQL database', () => {
  const admin = process.env['TEST_DATABASE_URL'] ?? '';
  let name = '';
  let first: RunningServer;
  let second: RunningServer;
  beforeAll(async () => {
    const { default: postgres } = await import('postgres');
    name = `trader_process_${process.pid}_${Date.now()}`;
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    await sql.unsafe(`create database ${name}`);
    await sql.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const env = { CLIENT_DIR: '/nonexistent-client-dir', DATABASE_URL: url.href, SANDBOX: '1' };
    first = await startServer({ build: 'server', oneAddress: false, log: () => undefined, logFile: `test-results/server-pg-a-${process.pid}.log`, env });
    second = await startServer({ build: 'server', oneAddress: false, log: () => undefined, logFile: `test-results/server-pg-b-${process.pid}.log`, env });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    const { default: postgres } = await import('postgres');
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  });

  it('ten 6 MB uploads at once, five to each process, keep the trader under the 50 MB quota', async () => {
    const email = `process-quota-${Date.now()}@example.com`;
    const a = new ProcessBrowser(first.baseURL, OTHER_ADDRESS);
    expect((await a.post('/api/register', registration(email))).body).toMatchObject({ return: true });
    expect((await a.post('/api/login', { email, password: 'Trade1234!' })).body).toMatchObject({ return: true });
    const b = a.sameSessionOn(second.baseURL);
    const file = Buffer.alloc(6 * 1024 * 1024);
    file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).sendTicket({ department: '12', priority: '1', subject: 'Scans', content: 'Six megabytes.' }, file)));
    const stored = replies.filter((reply) => reply.status === 200).length;
    expect(replies.filter((reply) => reply.status === 413)).toHaveLength(10 - stored);
    expect(stored * 6).toBeLessThanOrEqual(50);
    const list = await a.post('/api/kayako/list', {});
    expect((list.body['list'] as unknown[]).length).toBe(stored);
  });
});
