import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { dbOffsetStore } from './db/settings.ts';
import { createPlatformApp } from './platform/app.ts';
import { startSettler } from './platform/settler.ts';
import { deleteExpiredSessions } from './sessions/store.ts';

// Entry point: `tsx server/main.ts` (npm start runs it after building the client).

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }) as Server;
    server.once('error', reject);
    server.once('listening', () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    // Keep-alive or streaming connections get a moment to finish, then are cut.
    setTimeout(() => server.closeAllConnections(), 3_000).unref();
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.migrate();
  const clock = await createClock(dbOffsetStore(database.db));
  const created = await seed(database.db, clock.now());
  await deleteExpiredSessions(database.db, clock.now());

  const deps = { config, db: database.db, clock };
  const app = createApp(deps);
  const platform = createPlatformApp(deps);
  const servers = [
    await listen((request) => app.fetch(request), config.port, config.host),
    await listen((request) => platform.fetch(request), config.platformPort, config.host),
  ];
  // Trades settle at expiry whether or not anyone reads orders (the platform iframe may be closed).
  const settler = startSettler(deps);

  const storage = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(`Database: ${storage}${created.length > 0 ? `; seeded ${created.join(', ')}` : ''}`);
  console.info(`App:      ${config.appOrigin}  (listening on ${config.host}:${config.port})`);
  console.info(`Platform: ${config.platformOrigin}  (listening on ${config.host}:${config.platformPort})`);
  console.info(`Sandbox controls: ${config.sandbox ? 'on' : 'off'}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return; // a terminal's Ctrl-C reaches both npm's wrapper and us; one shutdown is enough
    stopping = true;
    console.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void Promise.all([...servers.map(close), settler.stop()])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
