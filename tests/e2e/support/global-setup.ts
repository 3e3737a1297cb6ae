// Playwright global setup: a production build served by the reference server, one server per worker, each on free
// ports with a fresh DATA_DIR (tests move a server's clock and flip its sandbox controls, so two workers never share
// one). The URLs reach the config (`use.baseURL`) and the tests through process.env, which Playwright's worker
// processes inherit (support/run-server.ts picks a worker's own). Set E2E_BASE_URL yourself to run the suite against
// a server you already started (on one worker).
import type { FullConfig } from '@playwright/test';
import { join } from 'node:path';
import { weekendWindow } from '@common/tourney';
import { REPO_ROOT, ensureClientBuilt, startServer } from './server.mjs';
import { BASE_URL_ENV, PLATFORM_URL_ENV, workerEnv } from './run-server';

/**
 * On a real weekend the server clock sits in the weekend tournament window, and home would open its modal (once
 * per browser) over every test that starts there. The suite starts just after the window instead; the
 * tournament spec moves the clock into a weekend itself and out again.
 */
export async function leaveWeekendWindow(baseURL: string): Promise<void> {
  const clock = (await (await fetch(`${baseURL}/sandbox/clock`)).json()) as { now: number };
  const weekend = weekendWindow(new Date(clock.now));
  if (!weekend) return;
  const advance = weekend.end.getTime() - clock.now + 60_000;
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
    await leaveWeekendWindow(server.baseURL);
  }
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
