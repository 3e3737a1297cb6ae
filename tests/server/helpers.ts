import { createHash } from 'node:crypto';
import { asc, eq as equals } from 'drizzle-orm';
import { accounts } from '../../server/db/schema.ts';
import { withdrawals } from '../../server/db/schema-withdrawal.ts';
import { BOOT_PAINT_SCRIPT } from '../../common/boot-paint-script.ts';
import { createApp, withProviders } from '../../server/app.ts';
import { type Clock, createClock } from '../../server/clock.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { seed } from '../../server/sandbox/seed.ts';
import { dbOffsetStore } from '../../server/db/settings.ts';
import { hashPassword } from '../../server/lib/password.ts';
import { createPlatformApp } from '../../server/platform/app.ts';
import { createUser } from '../../server/users/repo.ts';
import { openTestDatabase } from './test-database.ts';

/** The one inline script the shell carries (common/boot-paint.ts), as CSP names it: its SHA-256 in base64. */
export const BOOT_PAINT_HASH = `'sha256-${createHash('sha256').update(BOOT_PAINT_SCRIPT).digest('base64')}'`;

/**
 * Where every test server's clock starts: a Wednesday at 10:00 UTC, outside the weekend tournament and far from a
 * day's edge, so no test depends on the day or hour it runs. From there it runs at real speed (and moves with
 * clock.advance), so timeouts and durations behave as they do in production.
 */
export const TEST_START = new Date('2026-03-11T10:00:00.000Z');

/** A real-speed clock source that reads `start` at the moment it is made. */
export function realTimeFrom(start: Date): () => number {
  const startedAt = Date.now();
  return () => start.getTime() + (Date.now() - startedAt);
}

export type StartOptions = {
  /** Where this server's clock starts (default TEST_START): a test about a day or hour sets its own. */
  startAt?: Date;
  /**
   * The clock stands still at `startAt` and moves only when the test advances it: for a test whose outcome depends on
   * the very seconds it runs at (the price walk), the same on every run.
   */
  frozen?: boolean;
};

export type TestServer = {
  app: ReturnType<typeof createApp>;
  platform: ReturnType<typeof createPlatformApp>;
  db: Db;
  clock: Clock;
  /** The clock source under `clock` (before the sandbox offset): another process in miniature shares it. */
  realNow: () => number;
  config: Config;
  /** Another app on the same database with a different configuration (e.g. SANDBOX off). */
  appWith(env: Record<string, string>): ReturnType<typeof createApp>;
  close(): Promise<void>;
};

/** The real app and platform host on a fresh in-memory PGlite, migrated and seeded like a fresh start. */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  // The defaults `npm start` ships (the offer rules and the rest), but for what a test names.
  const baseEnv = { DATA_DIR: ':memory:', CLIENT_DIR: '/nonexistent-client-dir', ...env };
  const config = loadConfig(baseEnv);
  const database = await openTestDatabase();
  const start = options.startAt ?? TEST_START;
  const realNow = options.frozen ? () => start.getTime() : realTimeFrom(start);
  const clock = await createClock(dbOffsetStore(database.db), realNow);
  await seed(database.db, clock.now());
  const deps = { config, db: database.db, clock, events: database };
  return {
    app: createApp(deps),
    platform: createPlatformApp(deps),
    db: database.db,
    clock,
    realNow,
    config,
    appWith: (more) => createApp({ ...deps, config: loadConfig({ ...baseEnv, ...more }) }),
    close: () => database.close(),
  };
}

export type Requestable = { request(input: string, init?: RequestInit): Response | Promise<Response> };

export type SendOptions = {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send X-CSRF-Token from the jar on unsafe methods (default true). */
  csrf?: boolean;
};

/** A browser in miniature: a cookie jar (honouring deletion) and the CSRF header the client sends. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly target: Requestable) {}

  async send(path: string, options: SendOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    }
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const csrf = this.cookies.get('csrf');
    if (options.csrf !== false && method !== 'GET' && csrf !== undefined && !headers.has('X-CSRF-Token')) {
      headers.set('X-CSRF-Token', csrf);
    }
    const response = await this.target.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    this.remember(response);
    return response;
  }

  post(path: string, body: unknown = {}, options: SendOptions = {}): Promise<Response> {
    return this.send(path, { ...options, method: 'POST', json: body });
  }

  /** GET /api/csrf so the jar holds a token, as the client's first call does. */
  async primeCsrf(): Promise<string> {
    const reply = (await (await this.send('/api/csrf')).json()) as { token: string };
    return reply.token;
  }

  async login(email: string, password: string): Promise<Response> {
    if (!this.cookies.has('csrf')) await this.primeCsrf();
    return this.post('/api/login', { email, password });
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The Set-Cookie line for one cookie name, for attribute checks. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export const DEMO = { email: 'demo@example.com', password: 'Demo1234!' } as const;

const TRADER_PASSWORD = 'Trade1234!';
let traderPasswordHash: Promise<string> | null = null;
let traderCount = 0;

export type TraderOptions = { label: string; currency?: string; country?: string; amount?: string; firstName?: string; lastName?: string };

/**
 * A fresh user with one account in `currency` holding `amount`, signed in through the real login. `n` is unique
 * within the test file (handy in idempotency keys).
 */
export async function signedInTrader(server: TestServer, options: TraderOptions): Promise<{ id: number; email: string; app: Browser; n: number }> {
  const { label, currency = 'USD', country = 'FR', amount = '0.00', firstName = 'Test', lastName = 'Trader' } = options;
  traderPasswordHash ??= hashPassword(TRADER_PASSWORD);
  traderCount += 1;
  const n = traderCount;
  const email = `${label}${n}-${Date.now()}@example.com`;
  const id = await createUser(
    server.db,
    { email, passwordHash: await traderPasswordHash, country, currency, firstName, lastName, phonePrefix: '33', phone: '612345678' },
    { currency, amount },
    server.clock.now(),
  );
  if (id === null) throw new Error('user not created');
  const app = new Browser(server.app);
  await app.login(email, TRADER_PASSWORD);
  return { id, email, app, n };
}

/**
 * The server's deps with the providers its config picks (server/app.ts `withProviders`): the quote source, the
 * processors… — what a test hands a service it calls directly (openTrade, settleDue, startSettler).
 */
export function providedDeps(server: Pick<TestServer, 'config' | 'db' | 'clock'>): ReturnType<typeof withProviders> {
  return withProviders({ config: server.config, db: server.db, clock: server.clock });
}

/**
 * A payout the back office made to this trader some time ago, by `method` to `wallet` ('' for a method paid without
 * one): a destination the trader may withdraw to again without a code (server/withdrawal/service.ts). For tests about
 * something else than the first withdrawal to a new destination.
 */
export async function paidBefore(server: Pick<TestServer, 'db' | 'clock'>, userId: number, method: string, wallet = ''): Promise<void> {
  const [account] = await server.db.select({ id: accounts.id, currency: accounts.currency }).from(accounts).where(equals(accounts.userId, userId)).orderBy(asc(accounts.id)).limit(1);
  if (!account) throw new Error('the trader has no account');
  const long = new Date(server.clock.now().getTime() - 30 * 24 * 60 * 60 * 1000);
  await server.db.insert(withdrawals).values({
    userId, accountId: account.id, method, wallet, amount: '1', currency: account.currency, caseNo: 5, status: 'paid', idempotencyKey: `paid-before-${method}-${wallet}-${long.getTime()}`, createdAt: long, settledAt: long,
  });
}

export type SandboxMail = { to: string; subject: string; text: string; html: string; sent_at: number };

/** The mail the sandbox holds for `email`, oldest first (GET /sandbox/mail), asked of a server or of its app. */
export async function mailbox(server: Pick<TestServer, 'app'> | Requestable, email: string): Promise<SandboxMail[]> {
  const target = 'app' in server ? server.app : server;
  const reply = await target.request(`/sandbox/mail?to=${encodeURIComponent(email)}`);
  return (await json<{ messages: SandboxMail[] }>(reply)).messages;
}

/** The newest code mailed to confirm withdrawal `id` ("…withdrawal #12 of …"), or null when none came. */
export async function mailedWithdrawalCode(server: Pick<TestServer, 'app'> | Requestable, email: string, id: number): Promise<string | null> {
  const mail = (await mailbox(server, email)).filter((one) => one.text.includes(`#${id} `) || one.text.includes(`№${id} `)).at(-1);
  return /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? null;
}
