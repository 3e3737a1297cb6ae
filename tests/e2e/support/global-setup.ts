// Playwright global setup: a production build served by the reference server on free ports with a fresh
// DATA_DIR. The URLs reach the config (`use.baseURL`) and the tests through process.env, which Playwright's
// worker processes inherit. Set E2E_BASE_URL yourself to run the suite against a server you already started.
import type { FullConfig } from '@playwright/test';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from './server.mjs';

export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env['E2E_BASE_URL']) return undefined;
  const server = await startServer({ logFile: join(REPO_ROOT, 'test-results', 'server-e2e.log') });
  process.env['E2E_BASE_URL'] = server.baseURL;
  process.env['E2E_PLATFORM_URL'] = server.platformURL;
  return async () => {
    await server.stop();
  };
}
