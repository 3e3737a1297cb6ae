import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, seedAccounts, withProviders } from './app.ts';
import { createClock, followStoredOffset } from './clock.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { dbOffsetStore } from './db/settings.ts';
import { createPlatformApp } from './platform/app.ts';
import { startSettler } from './platform/settler.ts';
import { QUOTE_REFRESH_MS } from './platform/quote-source.ts';
import { fillEmailSkeletons } from './users/email-identity.ts';
import { startSignalScheduler } from './signals/scheduler.ts';
import { deleteExpiredSessions } from './sessions/store.ts';
import { startPeriodic } from './lib/periodic.ts';
import { TOURNEY_SWEEP_MS, tourneySweep } from './tourney/windows.ts';
import { mailOutboxFor } from './auth/reset-mail.ts';
import { processRecoveryRequests } from './auth/recovery.ts';

/** How often mail waiting in the outbox is looked at; each row's own pause decides whether it is tried. */
const MAIL_RETRY_MS = 30_000;

/** What main.ts starts, as a function: the server tests start it twice on one DATA_DIR. */
export type RunningServer = {
  storage: 'pglite' | 'postgres';
  /** The seeded accounts this start created (empty on every start after the first). */
  seeded: string[];
  /** Where each server listens (the real port when the config asked for 0). */
  appPort: number;
  platformPort: number;
  close(): Promise<void>;
};

/** Above the 60 s idle timeout of common proxies and load balancers. */
const KEEP_ALIVE_MS = 65_000;

/** An app's fetch: @hono/node-server hands it the connection too (`env.incoming`), whence the client's address. */
type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** A port someone else holds: what to set instead, said without a stack trace (server/main.ts prints it). */
export class PortTaken extends Error {
  constructor(
    readonly variable: 'PORT' | 'PLATFORM_PORT',
    readonly port: number,
    readonly host: string,
  ) {
    super(`${host}:${port} is already in use (another server, or an earlier npm start still running). Stop it, or choose another port: ${variable}=${port + 10} npm start`);
  }
}

function listen(fetch: Fetch, port: number, host: string, variable: PortTaken['variable']): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }) as Server;
    // Node closes an idle keep-alive connection after 5 s; a client (a proxy, Playwright's request context) that
    // sends on it just then gets ECONNRESET. Idle connections live longer than such clients keep them instead.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000; // Node wants it above the keep-alive
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortTaken(variable, port, host) : error));
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

export type StartOptions = {
  /** The clock source under the sandbox offset (default Date.now): the tests start theirs at a fixed instant. */
  realNow?: () => number;
};

/** Opens the database, migrates, seeds (once), and serves the app and the platform host. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize });
  try {
    await database.migrate();
    const clock = await createClock(dbOffsetStore(database.db), options.realNow);
    const seeded = await seedAccounts(config, database.db, clock.now());
    await deleteExpiredSessions(database.db, clock.now());
    // Accounts from before look-alike checks get their e-mail's skeleton, so a new address is compared with them too.
    await fillEmailSkeletons(database.db);

    // The chain and rate source are chosen here once, so every part of this process talks to the same ones.
    const deps = withProviders({ config, db: database.db, clock, events: database });
    const app = createApp(deps);
    const platform = createPlatformApp(deps);
    const appServer = await listen((request, env) => app.fetch(request, env), config.port, config.host, 'PORT');
    const platformServer = await listen((request, env) => platform.fetch(request, env), config.platformPort, config.host, 'PLATFORM_PORT').catch(async (error: unknown) => {
      await close(appServer);
      throw error;
    });
    const servers = [appServer, platformServer];
    // Trades settle at expiry whether or not anyone reads orders (the platform iframe may be closed).
    const settler = startSettler(deps);
    // A real quote feed is polled (by one process a second, whichever wins the claim); the sandbox's walk needs nothing.
    const quotesRefresh = deps.quotes?.refresh;
    const quotePoller = quotesRefresh ? startPeriodic('quote feed', quotesRefresh, QUOTE_REFRESH_MS) : null;
    // Tournament windows close (and pay) on the server clock whether or not anyone opens the screen.
    // Market signals are issued on the server clock as the rule fires; each process may check (issued once per bar).
    const signalScheduler = deps.signals ? startSignalScheduler({ db: deps.db, clock, source: deps.signals }) : null;
    const tourneyCloser = startPeriodic('tournament sweep', () => tourneySweep(deps, clock.now()), TOURNEY_SWEEP_MS);
    // Mail a down mail server refused goes out once it is back (server/mail/outbox.ts).
    const outbox = mailOutboxFor(deps);
    const mailRetry = startPeriodic('mail outbox', async () => (await processRecoveryRequests(deps.db, outbox)) + (await outbox.retryDue()), MAIL_RETRY_MS);
    // Several processes may share one database: each follows the sandbox clock the others move.
    const stopFollowing = followStoredOffset(clock);
    return {
      storage: database.kind,
      seeded,
      appPort: (appServer.address() as AddressInfo).port,
      platformPort: (platformServer.address() as AddressInfo).port,
      close: async () => {
        stopFollowing();
        await Promise.all([...servers.map(close), settler.stop(), quotePoller?.stop(), tourneyCloser.stop(), mailRetry.stop(), signalScheduler?.stop()]);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
