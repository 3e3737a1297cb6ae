#!/usr/bin/env node
// The JavaScript figures alone (part (a) of `npm run bench`): gzipped JS before the login form is usable and before
// the trading home shows the balance. `node scripts/bench/js-only.mjs` — quick, for a change that adds a screen.
import { startServer } from '../../tests/e2e/support/server.mjs';
import { launchBrowser } from './browser.mjs';
import { loginScreenScripts, tradingHomeScripts } from './js-bytes.mjs';
import { kb } from './stats.mjs';

const server = await startServer({ log: () => undefined });
const browser = await launchBrowser();
try {
  const login = await loginScreenScripts(browser, server.baseURL);
  const home = await tradingHomeScripts(browser, server.baseURL);
  process.stdout.write(`JS before login usable: ${kb(login.gzip)} (${login.files?.length ?? '?'} files)\n`);
  process.stdout.write(`JS before trading home shows the balance: ${kb(home.gzip)} (${home.files?.length ?? '?'} files)\n`);
  if (process.argv.includes('--list')) {
    process.stdout.write('login:\n');
    for (const f of login.files.filter((file) => file.sameOrigin).toSorted((a, b) => b.gzip - a.gzip)) {
      process.stdout.write(`  ${f.beforeUsable ? 'before' : 'after '} ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}\n`);
    }
    process.stdout.write('trading home:\n');
    for (const f of home.files.filter((file) => file.sameOrigin).toSorted((a, b) => b.gzip - a.gzip)) {
      process.stdout.write(`  ${f.beforeUsable ? 'before' : 'after '} ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}\n`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
