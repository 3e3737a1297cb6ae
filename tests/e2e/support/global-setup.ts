// Playwright global setup: a production build served by the reference server on free ports with a fresh
// DATA_DIR. The URLs reach the config (`use.baseURL`) and the tests through process.env, which Playwright's
// worker processes inherit. Set E2E_BASE_URL yourself to run the suite against a server you already started.
import type { FullConfig } from '@playwright/test';
import { join } from 'node:path';
import { weekendWindow } from '@common/tourney';
import { REPO_ROOT, startServer } from './server.mjs';

/**
 * On a real weekend the server clock sits in the weekend tournament window, and home would open its modal (once
 * per browser) over every test that starts there. The suite starts just after the window instead; the
 * tournament spec moves the clock into a weekend itself and out again.
 */
async function leaveWeekendWindow(baseURL: string): Promise<void> {
  const clock = (await (await fetch(`${baseURL}/sandbox/clock`)).json()) as { now: number };
  const weekend = weekendWindow(new Date(clock.now));
  if (!weekend) return;
  const advance = weekend.end.getTime() - clock.now + 60_000;
  await fetch(`${baseURL}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advance_ms: advance }) });
}

export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env['E2E_BASE_URL']) return undefined;
  const server = await startServer({ logFile: join(REPO_ROOT, 'test-results', 'server-e2e.log') });
  process.env['E2E_BASE_URL'] = server.baseURL;
  process.env['E2E_PLATFORM_URL'] = server.platformURL;
  await leaveWeekendWindow(server.baseURL);
  return async () => {
    await server.stop();
  };
}
