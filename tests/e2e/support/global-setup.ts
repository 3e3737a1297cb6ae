// Playwright global setup: a production build served by the reference server, one server per worker, each on free
// ports with a fresh DATA_DIR (tests move a server's clock and flip its sandbox controls, so two workers never share
// one). The URLs reach the config (`use.baseURL`) and the tests through process.env, which Playwright's worker
// processes inherit (support/run-server.ts picks a worker's own). Set E2E_BASE_URL yourself to run the suite against
// a server you already started (on one worker).
import type { FullConfig } from '@playwright/test';
import { join } from 'node:path';
import { REPO_ROOT, ensureClientBuilt, startServer } from './server.mjs';
import { BASE_URL_ENV, PLATFORM_URL_ENV, workerEnv } from './run-server';

/** Where every e2e server's clock starts: 10:00 UTC, on a Monday to Thursday. */
const START_HOUR_UTC = 10;
const DAY_MS = 24 * 3_600_000;

/** 10:00 UTC of the first Monday–Thursday after the day of `now` (never `now`'s own day). */
export function suiteStart(now: number): number {
  let day = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) + DAY_MS;
  // getUTCDay: Sunday 0 … Saturday 6; Monday to Thursday are 1–4.
  while (![1, 2, 3, 4].includes(new Date(day).getUTCDay())) day += DAY_MS;
  return day + START_HOUR_UTC * 3_600_000;
}

/**
 * No test may depend on the day or hour it runs: each server's clock moves to the same part of the week before any
 * test, outside the weekend tournament, far from a day's edge, and on a later day than the seeded accounts' (so the
 * demo account is neither brand new nor on its registration day). The tournament spec moves into a weekend itself.
 */
export async function moveToSuiteStart(baseURL: string): Promise<void> {
  const clock = (await (await fetch(`${baseURL}/sandbox/clock`)).json()) as { now: number };
  const advance = suiteStart(clock.now) - clock.now;
  await fetch(`${baseURL}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: advance }) });
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env[BASE_URL_ENV]) return undefined;
  await ensureClientBuilt();
  const servers = await Promise.all(
    Array.from({ length: config.workers }, (_, index) =>
      startServer({ build: false, logFile: join(REPO_ROOT, 'test-results', `server-e2e-${index}.log`) }),
    ),
  );
  for (const [index, server] of servers.entries()) {
    process.env[workerEnv(BASE_URL_ENV, index)] = server.baseURL;
    process.env[workerEnv(PLATFORM_URL_ENV, index)] = server.platformURL;
    await moveToSuiteStart(server.baseURL);
  }
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
