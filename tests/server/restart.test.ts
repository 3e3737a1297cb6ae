import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';
import { SEED_USERS } from '../../server/sandbox/seed.ts';
import { startServer } from '../../server/start.ts';
import { Browser, DEMO, json, realTimeFrom, TEST_START } from './helpers.ts';

// The real server (what `npm start` runs) started twice on one temporary PGlite DATA_DIR, over real HTTP: the
// demo accounts are seeded on the first start only, and what changed in between is still there after a restart.

const dataDir = mkdtempSync(join(tmpdir(), 'trader-restart-'));
const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', PLATFORM_PORT: '0', CLIENT_DIR: join(dataDir, 'no-client'), SANDBOX: '1' });

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

function overHttp(port: number): Browser {
  return new Browser({ request: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init) });
}

type Balance = { currency: string; amount: string };

describe('a restart on the same DATA_DIR', () => {
  it('seeds once, keeps the demo account single, and keeps its changes', { timeout: 180_000 }, async () => {
    const first = await startServer(config, { realNow: realTimeFrom(TEST_START) });
    try {
      expect(first.storage).toBe('pglite');
      expect(first.seeded).toEqual(SEED_USERS.map((user) => user.email));
      const demo = overHttp(first.appPort);
      expect(await json(await demo.login(DEMO.email, DEMO.password))).toMatchObject({ return: true });
      // A change a person makes: a second account, in EUR.
      expect(await json(await demo.post('/api/us/create_account', { currency: 'EUR' }))).toMatchObject({ return: true });
    } finally {
      await first.close();
    }

    const second = await startServer(config, { realNow: realTimeFrom(TEST_START) });
    try {
      expect(second.seeded).toEqual([]);
      const demo = overHttp(second.appPort);
      const reply = await json<{ return: boolean; user: { balances: Balance[] } }>(await demo.login(DEMO.email, DEMO.password));
      expect(reply.return).toBe(true);
      expect(reply.user.balances.map(({ currency, amount }) => ({ currency, amount }))).toEqual([
        { currency: 'USD', amount: '10000.00' },
        { currency: 'EUR', amount: '0.00' },
      ]);
    } finally {
      await second.close();
    }

    const database = await openDatabase({ dataDir, databaseUrl: null });
    try {
      for (const { email } of SEED_USERS) {
        expect(await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)), email).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  });
});

/** GETs `path` through `agent` and answers the local port of the connection it went over. */
function localPortOf(agent: Agent, port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const local = response.socket.localPort;
      response.resume();
      response.on('end', () => resolve(local));
    }).on('error', reject);
  });
}

describe('keep-alive', () => {
  it("keeps an idle connection open past Node's 5 s default (closed at ~6 s), so a client sending on it then is not reset", { timeout: 60_000 }, async () => {
    const server = await startServer(config, { realNow: realTimeFrom(TEST_START) });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await localPortOf(agent, server.appPort, '/api/config');
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      // The same connection again: the server did not close it while it sat idle.
      expect(await localPortOf(agent, server.appPort, '/api/config')).toBe(first);
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
