#!/usr/bin/env node
// Figures: (a) the crypto chunk — the gzipped JavaScript of the invoice screen and the crypto, wallet and
// bitcoin-popup widgets with their static imports, from Vite's build manifest (what the app entry already loads
// counted apart, since opening those screens does not download it again); (b) requests to /api/*/check in ten
// minutes (fake clock) with three invoices open in three tabs against one invoice in one tab.
// `node scripts/bench/crypto.mjs` builds the client if stale, starts its own reference server, prints a table and
// writes bench-results/crypto.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from '../../tests/e2e/support/server.mjs';
import { launchBrowser, VIEWPORT } from './browser.mjs';
import { gzipSize, kb } from './stats.mjs';

const DIST = join(REPO_ROOT, 'dist');
const SOURCES = {
  'invoice screen': 'src/features/crypto/InvoiceScreen.tsx',
  'crypto-deposit widget': 'src/features/crypto/CryptoDeposit.tsx',
  'wallet-deposit widget': 'src/features/crypto/WalletDeposit.tsx',
  'bitcoin-offer widget': 'src/features/crypto/BitcoinOffer.tsx',
};

/** The chunk of a manifest key with every chunk it imports statically, transitively (dynamic imports excluded). */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

function chunkSizes(manifest) {
  const gz = (key) => gzipSize(readFileSync(join(DIST, manifest[key].file)));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryClosure = new Set();
  for (const entry of entries) staticClosure(manifest, entry, entryClosure);
  const rows = Object.entries(SOURCES).map(([name, source]) => {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    const closure = [...staticClosure(manifest, source)];
    const own = closure.filter((key) => !entryClosure.has(key));
    return {
      name,
      source,
      file: manifest[source].file,
      chunkGzip: gz(source),
      withStaticImportsGzip: closure.reduce((sum, key) => sum + gz(key), 0),
      beyondEntryGzip: own.reduce((sum, key) => sum + gz(key), 0),
      chunks: closure.map((key) => manifest[key].file),
    };
  });
  // The crypto chunk as a whole: every chunk any of them needs that the entry does not already bring.
  const union = new Set();
  for (const source of Object.values(SOURCES)) for (const key of staticClosure(manifest, source)) if (!entryClosure.has(key)) union.add(key);
  return { rows, allBeyondEntryGzip: [...union].reduce((sum, key) => sum + gz(key), 0) };
}

async function newTrader(page, baseURL, n) {
  const email = `bench-crypto-${Date.now()}-${n}@example.com`;
  const csrf = await (await page.request.get(`${baseURL}/api/csrf`)).json();
  const reply = await page.request.post(`${baseURL}/api/register`, {
    headers: { 'X-CSRF-Token': csrf.token },
    data: { country: 'BR', currency: 'USD', login: email, password: 'Trade1234!', firstName: 'Bench', lastName: 'Crypto', phone: '11987654321', phone_prefix: '55', promo: '' },
  });
  if (!(await reply.json()).return) throw new Error('registration failed');
  await page.goto(`${baseURL}/en/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Trade1234!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/trading/, { timeout: 30_000 });
}

async function openInvoice(page, baseURL, coin) {
  const csrf = await (await page.request.get(`${baseURL}/api/csrf`)).json();
  const reply = await page.request.post(`${baseURL}/api/${coin}/pay`, {
    headers: { 'X-CSRF-Token': csrf.token, 'Idempotency-Key': `bench.${Date.now()}.${Math.random().toString(36).slice(2)}` },
    data: { amount: '300', bonus: '0', fixed: false, currency: 'USD', is_erc20: false, token: '' },
  });
  const { guid } = await reply.json();
  await page.goto(`${baseURL}/api/${coin}/invoice/${guid}`);
  await page.getByRole('status', { name: 'Status' }).filter({ hasText: 'Waiting for payment' }).waitFor();
}

/** Ten minutes of fake time in 5 s steps, with a moment of real time after each so due checks reach the server. */
async function checksInTenMinutes(browser, baseURL, coins) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.clock.install();
  let checks = 0;
  let counting = false;
  context.on('request', (request) => {
    if (counting && /^\/api\/[a-z]+\/check$/.test(new URL(request.url()).pathname)) checks += 1;
  });
  const pages = [];
  try {
    for (const [i, coin] of coins.entries()) {
      const page = await context.newPage();
      if (i === 0) await newTrader(page, baseURL, coins.length);
      await openInvoice(page, baseURL, coin);
      pages.push(page);
    }
    counting = true;
    for (let step = 0; step < 120; step += 1) {
      await context.clock.runFor(5_000);
      await pages[0].waitForTimeout(40);
    }
    for (const page of pages) await page.waitForLoadState('networkidle');
    counting = false;
    return { tabs: coins.length, invoices: coins.length, checks };
  } finally {
    await context.close();
  }
}

const server = await startServer({ logFile: join(REPO_ROOT, 'test-results', 'server-bench-crypto.log') });
const browser = await launchBrowser();
try {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const sizes = chunkSizes(manifest);
  const polling = [await checksInTenMinutes(browser, server.baseURL, ['btc']), await checksInTenMinutes(browser, server.baseURL, ['btc', 'eth', 'ltc'])];
  const result = { sizes, polling };
  mkdirSync(join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench-results', 'crypto.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write('\nCrypto chunks (gzip -9)           own chunk  + static imports  beyond the entry\n');
  for (const row of sizes.rows) {
    process.stdout.write(`${row.name.padEnd(30)}${kb(row.chunkGzip).padStart(12)}${kb(row.withStaticImportsGzip).padStart(18)}${kb(row.beyondEntryGzip).padStart(18)}\n`);
  }
  process.stdout.write(`${'all four, beyond the entry'.padEnd(30)}${''.padStart(12)}${''.padStart(18)}${kb(sizes.allBeyondEntryGzip).padStart(18)}\n`);
  process.stdout.write('\n/api/*/check in ten minutes (fake clock)\n');
  for (const p of polling) process.stdout.write(`${p.invoices} invoice(s) in ${p.tabs} tab(s): ${p.checks} checks\n`);
} finally {
  await browser.close();
  await server.stop();
}
