import { resolve } from 'node:path';

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
  sandbox: boolean;
  appOrigin: string;
  platformOrigin: string;
  /** Absolute path of the built client (vite build output). */
  clientDir: string;
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
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an origin such as http://localhost:8080, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  return url.origin;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(raw);
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const appPort = port(env, 'PORT', 8080);
  const platformPort = port(env, 'PLATFORM_PORT', 8081);
  const dataDir = env['DATA_DIR']?.trim() || './data';
  return {
    port: appPort,
    platformPort,
    host: env['HOST']?.trim() || '127.0.0.1',
    dataDir: dataDir === ':memory:' ? dataDir : resolve(cwd, dataDir),
    databaseUrl: env['DATABASE_URL']?.trim() || null,
    sandbox: flag(env, 'SANDBOX', true),
    appOrigin: origin(env, 'APP_ORIGIN', `http://localhost:${appPort}`),
    platformOrigin: origin(env, 'PLATFORM_ORIGIN', `http://127.0.0.1:${platformPort}`),
    clientDir: resolve(cwd, env['CLIENT_DIR']?.trim() || './dist'),
  };
}
