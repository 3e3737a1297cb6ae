// Figures: (a) the trading history list with 10 000 rows against 100 — time from opening the screen to
// the first painted row, and frame times while scrolling; (b) requests per ten minutes with three tabs on home
// against one, to the app's /api/* (through the one shared poller) and to the platform host (each embedded
// platform: its quote stream, order and balance reads). The 10 000 orders are synthetic replies to the platform's
// order search (the client's rendering is what is measured, not the database). Used by `npm run bench` and by
// `node scripts/bench/trading.mjs`.
import { logIn, VIEWPORT } from './browser.mjs';
import { median } from './stats.mjs';

const percentile = (values, p) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
};

function syntheticOrders(count, now) {
  const statuses = ['won', 'lost', 'tie'];
  return Array.from({ length: count }, (_, i) => ({
    id: count - i,
    symbol: ['EURUSD', 'BTCUSD', 'GBPUSD', 'XAUUSD'][i % 4],
    direction: i % 2 === 0 ? 'call' : 'put',
    amount: '10.00',
    currency: 'USD',
    openPrice: '1.08500',
    closePrice: '1.08510',
    openTime: now - i * 60_000,
    expiryTime: now - i * 60_000 + 30_000,
    status: statuses[i % 3],
    payout: i % 3 === 0 ? '18.00' : i % 3 === 1 ? '0.00' : '10.00',
  }));
}

async function measureHistory(browser, server, rows) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const body = JSON.stringify({ return: true, total: rows, orders: syntheticOrders(rows, Date.now()) });
  await page.route(`${server.platformURL}/v2/cli/api/order/search**`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': server.baseURL }, body }),
  );
  await logIn(page, server.baseURL);
  await page.getByRole('link', { name: 'History' }).waitFor();
  // Warm the history chunk and page once, then measure a fresh open of the screen.
  await page.getByRole('link', { name: 'History' }).click();
  await page.locator('[role=row][aria-rowindex]').first().waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForTimeout(500);
  const firstPaint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const start = performance.now();
        location.hash = '#/show/history';
        const check = () => {
          if (document.querySelector('[role=row][aria-rowindex]')) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  const domRows = await page.locator('[role=row][aria-rowindex]').count();
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const scroller = document.querySelector('[data-testid=vlist-scroller]');
        const deltas = [];
        let last = performance.now();
        let n = 0;
        const step = (now) => {
          deltas.push(now - last);
          last = now;
          scroller.scrollTop += 120;
          n += 1;
          if (n < 180) requestAnimationFrame(step);
          else resolve(deltas.slice(1));
        };
        requestAnimationFrame(step);
      }),
  );
  await context.close();
  return { rows, firstPaintMs: firstPaint, domRows, frameMedianMs: median(frames), frameP95Ms: percentile(frames, 0.95), frameMaxMs: Math.max(...frames) };
}

async function measureRequests(browser, server, tabs) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.clock.install();
  const counts = { app: 0, platform: 0 };
  const byPath = new Map();
  const platformByPath = new Map();
  let counting = false;
  context.on('request', (request) => {
    if (!counting) return;
    const url = new URL(request.url());
    if (url.origin === server.baseURL && url.pathname.startsWith('/api/')) {
      counts.app += 1;
      byPath.set(url.pathname, (byPath.get(url.pathname) ?? 0) + 1);
    } else if (url.origin === server.platformURL) {
      counts.platform += 1;
      platformByPath.set(url.pathname, (platformByPath.get(url.pathname) ?? 0) + 1);
    }
  });
  const first = await context.newPage();
  await logIn(first, server.baseURL);
  const pages = [first];
  for (let i = 1; i < tabs; i += 1) {
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/en/trading#/home`);
    pages.push(page);
  }
  for (const page of pages) await page.frameLocator('iframe[title="Trading platform"]').getByRole('button', { name: 'Call' }).waitFor();
  counting = true;
  for (let step = 0; step < 120; step += 1) {
    await context.clock.runFor(5_000);
    await first.waitForTimeout(40);
  }
  counting = false;
  await context.close();
  return {
    tabs,
    appRequests: counts.app,
    platformRequests: counts.platform,
    appByPath: Object.fromEntries(byPath),
    platformByPath: Object.fromEntries(platformByPath),
  };
}

/** Both figures on a running reference server (`server.baseURL`, `server.platformURL`) and a launched browser. */
export async function measureTrading(browser, server) {
  const history = [await measureHistory(browser, server, 100), await measureHistory(browser, server, 10_000)];
  const requests = [await measureRequests(browser, server, 1), await measureRequests(browser, server, 3)];
  return { history, requests };
}

const times = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

export function printTrading({ history, requests }, write = (text) => process.stdout.write(text)) {
  write('\nHistory list (390×844)\nrows    first paint  DOM rows  frame median  p95    max\n');
  for (const h of history) {
    write(
      `${String(h.rows).padEnd(8)}${h.firstPaintMs.toFixed(0).padStart(8)} ms  ${String(h.domRows).padStart(8)}  ${h.frameMedianMs.toFixed(1).padStart(9)} ms  ${h.frameP95Ms.toFixed(1)} ms  ${h.frameMaxMs.toFixed(1)} ms\n`,
    );
  }
  write('\nRequests in ten minutes on home (fake clock)\ntabs  app /api/*  platform host\n');
  for (const r of requests) write(`${String(r.tabs).padEnd(6)}${String(r.appRequests).padStart(10)}  ${String(r.platformRequests).padStart(13)}\n`);
  for (const r of requests) write(`  ${r.tabs} tab(s): app ${JSON.stringify(r.appByPath)}; platform ${JSON.stringify(r.platformByPath)}\n`);
  const [one, three] = requests;
  if (one && three) {
    write(`3 tabs vs 1: app ${times(three.appRequests, one.appRequests)}, platform host ${times(three.platformRequests, one.platformRequests)}\n`);
  }
}
