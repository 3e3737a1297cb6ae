#!/usr/bin/env node
// Figures on their own (`npm run bench` runs them too): the history list with 10 000 rows against 100, and
// app and platform-host requests per ten minutes with three tabs against one (./trading-figures.mjs). Starts its
// own reference server; prints a table and writes bench-results/trading.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from '../../tests/e2e/support/server.mjs';
import { launchBrowser } from './browser.mjs';
import { measureTrading, printTrading } from './trading-figures.mjs';

const server = await startServer({ logFile: join(REPO_ROOT, 'test-results', 'server-bench-trading.log') });
const browser = await launchBrowser();
try {
  const result = await measureTrading(browser, server);
  mkdirSync(join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench-results', 'trading.json'), `${JSON.stringify(result, null, 2)}\n`);
  printTrading(result);
} finally {
  await browser.close();
  await server.stop();
}
