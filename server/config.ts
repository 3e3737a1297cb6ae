import { resolve } from 'node:path';
import { type Budgets, loadBudgets } from './http/budgets.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';

/**
 * An optional login captcha (spec §4: the login waits up to 5 s for its token). Off unless CAPTCHA_SITE_KEY and
 * CAPTCHA_SECRET are both set; the defaults are Google reCAPTCHA v3's.
 */
export type CaptchaConfig = {
  /** Public: /api/config hands it to the client. */
  siteKey: string;
  /** Private: only sent to the verify URL. */
  secret: string;
  /** The script the login screen loads (…?render=<siteKey>). */
  scriptUrl: string;
  /** The only origins CSP adds to script-src and frame-src for it. */
  origins: readonly string[];
  /** Where /api/login checks a token (reCAPTCHA's siteverify protocol: form secret, response, remoteip). */
  verifyUrl: string;
};

export const GOOGLE_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const GOOGLE_CAPTCHA_VERIFY = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA's script pulls its code from gstatic and draws its frame from www.google.com. */
const GOOGLE_CAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'] as const;

/** Everything the server reads from the environment, validated once at start. */
export type Config = {
  port: number;
  platformPort: number;
  /** Interface both servers bind to; loopback unless HOST says otherwise (e.g. 0.0.0.0 in a container). */
  host: string;
  /** Absolute path, or ':memory:' for a throw-away in-memory database (tests). */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | null;
  /** PostgreSQL connections this process keeps (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  sandbox: boolean;
  appOrigin: string;
  /**
   * Every origin the app answers under, APP_ORIGIN first: without APP_ORIGIN, http://localhost:PORT and its twin
   * http://127.0.0.1:PORT (the address the server prints), so the platform lets either frame it and talk to it.
   */
  appOrigins: readonly string[];
  platformOrigin: string;
  /** Absolute path of the built client (vite build output). */
  clientDir: string;
  captcha: CaptchaConfig | null;
  /** Accounts one address may open in an hour (REGISTRATIONS_PER_HOUR, default 20). */
  registrationsPerHour: number;
  /** The per-address and per-trader budgets of server/http/budgets.ts (each limit overridable by its variable). */
  budgets: Budgets;
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY: a hop count, or addresses and CIDR ranges);
   * off by default, so the per-address budgets key on the connection's own peer.
   */
  trustProxy: TrustProxy;
  /** Required in the X-Sandbox-Token header of /sandbox/* calls from other than loopback (SANDBOX_TOKEN); without it only loopback may call them. */
  sandboxToken: string | null;
  /** A real RSS 2.0 news feed (NEWS_RSS_URL, http or https); null: the sandbox fixture (server/news/). */
  newsRssUrl: string | null;
  /** The SMTP server mail goes out through (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…); null: none (server/mail/). */
  smtpUrl: string | null;
  /** The From of every mail (MAIL_FROM); defaults to no-reply at the app origin's host. */
  mailFrom: string;
  /** An economic-calendar feed in the ForexFactory export format (CALENDAR_URL); null: the sandbox fixture, or none. */
  calendarUrl: string | null;
  /**
   * A real quote feed the platform polls every second (QUOTES_URL, http or https; format in docs/deployment.md); null:
   * the sandbox's simulated walk with SANDBOX on, else no prices at all (no trade opens).
   */
  quotesUrl: string | null;
  /**
   * Whether this process runs the market signal rule on the platform's quotes (SIGNAL_RULE, default on). The e2e
   * server turns it off: signals firing on real time would pop up over the screens under test.
   */
  signalRule: boolean;
  /**
   * When the server makes offers by itself (OFFER_RULES: unset, server/offers/rules.json; "off", never; else a JSON
   * file). The setting as given: the composition root reads the rule set (server/offers/rules.ts loadOfferRules).
   */
  offerRules: string;
};

type Env = Readonly<Record<string, string | undefined>>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function origin(env: Env, name: string, fallback: string): string {
  return toOrigin(name, env[name]?.trim() || fallback);
}

function parseHttp(name: string, raw: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be ${what}, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  return url;
}

function toOrigin(name: string, raw: string): string {
  return parseHttp(name, raw, 'an origin such as http://localhost:8080').origin;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  return parseHttp(name, env[name]?.trim() || fallback, 'an http or https URL').href;
}

function captcha(env: Env): CaptchaConfig | null {
  const siteKey = env['CAPTCHA_SITE_KEY']?.trim() ?? '';
  const secret = env['CAPTCHA_SECRET']?.trim() ?? '';
  if (siteKey === '' && secret === '') return null;
  if (siteKey === '' || secret === '') throw new Error('CAPTCHA_SITE_KEY and CAPTCHA_SECRET must be set together');
  const scriptUrl = httpUrl(env, 'CAPTCHA_SCRIPT_URL', GOOGLE_CAPTCHA_SCRIPT);
  const listed = env['CAPTCHA_ORIGINS']?.trim();
  const origins = listed
    ? listed.split(/[\s,]+/).map((entry) => toOrigin('CAPTCHA_ORIGINS', entry))
    : scriptUrl === GOOGLE_CAPTCHA_SCRIPT
      ? [...GOOGLE_CAPTCHA_ORIGINS]
      : [new URL(scriptUrl).origin];
  return { siteKey, secret, scriptUrl, origins, verifyUrl: httpUrl(env, 'CAPTCHA_VERIFY_URL', GOOGLE_CAPTCHA_VERIFY) };
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(raw);
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/**
 * Connections per process. Measured with the load bench on two cores (one process, 5 000–7 500 traders): 10 held a
 * p99 under 100 ms where 4 did not (requests queued for a connection behind each burst); N processes on one
 * database hold N times as many, so lower it there if PostgreSQL's max_connections is near.
 */
export const DEFAULT_POOL_SIZE = 10;

/** A typo in SMTP_URL stops the start, rather than every recovery mail failing later. */
function smtpUrl(env: Env): string | null {
  const raw = env['SMTP_URL']?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@host:587');
  }
  // The message names the scheme only: the URL may carry the mail server's password.
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must use smtp or smtps, got "${url.protocol}"`);
  return url.href;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const appPort = port(env, 'PORT', 8080);
  const platformPort = port(env, 'PLATFORM_PORT', 8081);
  const dataDir = env['DATA_DIR']?.trim() || './data';
  const appOrigin = origin(env, 'APP_ORIGIN', `http://localhost:${appPort}`);
  const appOrigins = env['APP_ORIGIN']?.trim() ? [appOrigin] : [appOrigin, `http://127.0.0.1:${appPort}`];
  return {
    port: appPort,
    platformPort,
    host: env['HOST']?.trim() || '127.0.0.1',
    dataDir: dataDir === ':memory:' ? dataDir : resolve(cwd, dataDir),
    databaseUrl: env['DATABASE_URL']?.trim() || null,
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
    // A production-like deployment (PostgreSQL) gets no sandbox controls unless SANDBOX says so.
    sandbox: flag(env, 'SANDBOX', !env['DATABASE_URL']?.trim()),
    appOrigin,
    appOrigins,
    platformOrigin: origin(env, 'PLATFORM_ORIGIN', `http://127.0.0.1:${platformPort}`),
    clientDir: resolve(cwd, env['CLIENT_DIR']?.trim() || './dist'),
    captcha: captcha(env),
    registrationsPerHour: positiveInt(env, 'REGISTRATIONS_PER_HOUR', 20),
    budgets: loadBudgets((name, fallback) => positiveInt(env, name, fallback)),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    sandboxToken: env['SANDBOX_TOKEN']?.trim() || null,
    newsRssUrl: env['NEWS_RSS_URL']?.trim() ? httpUrl(env, 'NEWS_RSS_URL', '') : null,
    smtpUrl: smtpUrl(env),
    mailFrom: env['MAIL_FROM']?.trim() || `no-reply@${new URL(appOrigin).hostname}`,
    calendarUrl: env['CALENDAR_URL']?.trim() ? httpUrl(env, 'CALENDAR_URL', '') : null,
    quotesUrl: env['QUOTES_URL']?.trim() ? httpUrl(env, 'QUOTES_URL', '') : null,
    signalRule: flag(env, 'SIGNAL_RULE', true),
    offerRules: env['OFFER_RULES']?.trim() ?? '',
  };
}
