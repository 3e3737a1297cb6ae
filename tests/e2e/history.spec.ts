import { type BrowserContext, expect, type Locator, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { advanceServerClock, appPost, appURL, cardDeposit, login, mailedWithdrawalCode, platformURL, registerTrader, screenshot, waitForServiceWorkerControl } from './support/fixtures';
import { goToScreen } from './support/shell';

const PASSWORD = 'Secret123!';

/** A fresh trader, signed in, with 500 USD from a sandbox card deposit (a `deposit` transaction). */
async function fundedTrader(page: Page, prefix: string): Promise<string> {
  const email = await registerTrader(page, { prefix, country: 'GB', firstName: 'Hana', lastName: 'History', password: PASSWORD });
  await login(page, email, PASSWORD);
  await cardDeposit(page, '500', { firstName: 'Hana', lastName: 'History' });
  return email;
}

/** Opens trades on the platform host as the iframe would (one-time token → platform session → order/open). */
async function openTrades(page: Page, trades: { symbol: string; expiry: string }[]): Promise<void> {
  const minted = (await appPost(page, '/api/platform/token', {})) as { token: string };
  const session = (await (await page.request.post(`${platformURL()}/cli/exchange`, { data: { token: minted.token } })).json()) as { token: string };
  for (const trade of trades) {
    const opened = await page.request.post(`${platformURL()}/v2/cli/api/order/open`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { ...trade, direction: 'call', amount: '10' },
    });
    expect(await opened.json()).toMatchObject({ return: true });
  }
}

/** How many rows of `kind` the page's Dexie keeps for offline use. */
function storedRows(page: Page, kind: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('trader');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const request = open.result.transaction('history').objectStore('history').index('kind').count(wanted);
          request.addEventListener('success', () => {
            resolve(request.result);
            open.result.close();
          });
        });
      }),
    kind,
  );
}

/**
 * What a settled 30 s trade of $10 made, as the history and the reports print it: a win pays the payout rule's rate
 * for its asset at the short expiry (common/payout.ts): 80 % on EUR/USD, 72 % on BTC/USD.
 */
const RESULTS = {
  EURUSD: { won: '+$8.00', lost: '−$10.00', tie: '$0.00' },
  BTCUSD: { won: '+$7.20', lost: '−$10.00', tie: '$0.00' },
} as const;
type Settled = keyof (typeof RESULTS)['EURUSD'];
const result = (symbol: keyof typeof RESULTS, statuses: Map<string, Settled>) => RESULTS[symbol][statuses.get(symbol) ?? 'tie'];
const isSettled = (status: string): status is Settled => status === 'won' || status === 'lost' || status === 'tie';

/** The caller's settled trades' statuses by asset, from the positions list (spec §7 /api/us/reports). */
async function settledStatuses(page: Page): Promise<Map<string, Settled>> {
  const reply = (await appPost(page, '/api/us/reports', {})) as {
    orders: { symbol: string; status: string }[];
  };
  const statuses = new Map<string, Settled>();
  for (const order of reply.orders) if (isSettled(order.status)) statuses.set(order.symbol, order.status);
  return statuses;
}

/** Cents of a printed result ("+$8.00" → 800, "−$10.00" → −1000), to add them up exactly. */
const cents = (text: string) => (text.startsWith('−') ? -1 : 1) * Number(text.replaceAll(/[^\d]/g, ''));
const printed = (total: number) => (total > 0 ? `+$${(total / 100).toFixed(2)}` : total < 0 ? `−$${(-total / 100).toFixed(2)}` : '$0.00');

test('history and reports open offline from Dexie with their last rows and a clear offline note', async ({ page, context }) => {
  test.setTimeout(120_000);
  await fundedTrader(page, 'offline-history');
  await openTrades(page, [
    { symbol: 'EURUSD', expiry: '30' },
    { symbol: 'BTCUSD', expiry: '30' },
  ]);
  // Past their expiry: the history and the reports settle them before answering.
  await advanceServerClock(page, 31_000);
  const statuses = await settledStatuses(page);
  expect(statuses.size).toBe(2);
  // Header, the deposit, the two stakes, and a payout for each trade not lost (a loss pays nothing).
  const txRows = 4 + [...statuses.values()].filter((status) => status !== 'lost').length;
  await page.goto('/en/trading#/home');
  await waitForServiceWorkerControl(page);

  await goToScreen(page, 'History');
  const trades = page.getByRole('table', { name: 'Trades' });
  await expect(trades.getByRole('row')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('row')).toHaveCount(txRows);
  await goToScreen(page, 'Reports');
  const byAsset = page.getByRole('table', { name: 'By asset' });
  await expect(byAsset.getByRole('row')).toHaveCount(3);
  const overall = page.getByRole('definition').first();
  await expect(overall).toHaveText(printed(cents(result('EURUSD', statuses)) + cents(result('BTCUSD', statuses))));
  // The lists are written to Dexie once the page is idle; the reports keep their totals as a last copy.
  await expect.poll(() => storedRows(page, 'order')).toBe(2);
  await expect.poll(() => storedRows(page, 'transaction')).toBe(txRows - 1);
  await expect.poll(() => storedRows(page, 'report')).toBe(2);

  await context.setOffline(true);
  await page.goto('/en/trading#/show/history');
  await page.reload();
  const stale = "You're offline: this is the list as it was last loaded.";
  await expect(page.getByRole('status').filter({ hasText: stale })).toBeVisible();
  await expect(trades.getByRole('row')).toHaveCount(3);
  await expect(trades.getByRole('row').nth(1)).toContainText('BTC/USD');
  await expect(trades.getByRole('row').nth(1)).toContainText(result('BTCUSD', statuses));
  await expect(trades.getByRole('row').nth(2)).toContainText('EUR/USD');
  await expect(trades.getByRole('row').nth(2)).toContainText(result('EURUSD', statuses));
  // An offline copy is all there is: no "load more".
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await screenshot(page, 'history-offline-390');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByRole('status').filter({ hasText: stale })).toBeVisible();
  await expect(transactions.getByRole('row')).toHaveCount(txRows);
  await expect(transactions).toContainText('Deposit');
  // Other filters offline: the saved rows are not their answer, and the screen says so.
  await page.getByLabel('Type').selectOption({ label: 'Deposit' });
  const otherFilters = "You're offline: these saved results were loaded with other filters, not the ones chosen now.";
  await expect(page.getByRole('status').filter({ hasText: otherFilters })).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Any' });
  await expect(page.getByRole('status').filter({ hasText: stale })).toBeVisible();

  await goToScreen(page, 'Reports');
  // The totals and the positions are each a copy, and each says so.
  await expect(page.getByRole('status').filter({ hasText: stale })).toHaveCount(2);
  await expect(byAsset.getByRole('row')).toHaveCount(3);
  await expect(byAsset.getByRole('row', { name: /EUR\/USD/ })).toContainText(result('EURUSD', statuses));
  await screenshot(page, 'reports-offline-390');
  await context.setOffline(false);
});

test('trade filters (status, asset) reach the order search, and "load more" pages past 999 by offset', async ({ page, context }) => {
  test.setTimeout(90_000);
  // 1 005 synthetic orders from the platform's search, sliced as the server would: the client's paging is under test
  // here (the server's own filters and paging are covered by tests/server/history-filters.test.ts).
  const now = Date.now();
  const orders = Array.from({ length: 1_005 }, (_, i) => ({
    id: 1_005 - i,
    symbol: i % 2 === 0 ? 'EURUSD' : 'BTCUSD',
    direction: 'call',
    amount: '10.00',
    currency: 'USD',
    openPrice: '1.08500',
    closePrice: '1.08510',
    openTime: now - i * 60_000,
    expiryTime: now - i * 60_000 + 30_000,
    status: 'won',
    payout: '18.00',
    payoutRate: '0.8000',
  }));
  const queries: URLSearchParams[] = [];
  await context.route(`${platformURL()}/v2/cli/api/order/search**`, (route) => {
    const query = new URL(route.request().url()).searchParams;
    queries.push(query);
    const symbol = query.get('symbol');
    const matching = orders.filter((order) => (symbol === null || order.symbol === symbol) && (query.get('status') ?? 'won') === order.status);
    const offset = Number(query.get('offset') ?? '0');
    const limit = Number(query.get('limit') ?? '100');
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': appURL() },
      body: JSON.stringify({ return: true, total: matching.length, orders: matching.slice(offset, offset + limit) }),
    });
  });
  await fundedTrader(page, 'paging');
  await page.goto('/en/trading#/show/history');
  await expect(page.getByText('999 of 1005')).toBeVisible();
  expect(queries.at(-1)?.get('limit')).toBe('999');
  expect(queries.at(-1)?.get('offset')).toBe('0');
  await screenshot(page, 'history-load-more-390');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('1005 of 1005')).toBeVisible();
  expect(queries.at(-1)?.get('offset')).toBe('999');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const trades = page.getByRole('table', { name: 'Trades' });
  await expect(trades).toHaveAttribute('aria-rowcount', '1006');

  // The asset filter lists the platform's assets.
  const asset = page.getByLabel('Asset');
  await expect(asset.getByRole('option')).toHaveText([
    'Any',
    'EUR/USD',
    'GBP/USD',
    'USD/JPY',
    'AUD/USD',
    'USD/CAD',
    'EUR/GBP',
    'Gold',
    'Silver',
    'Oil (WTI)',
    'US 500',
    'Germany 40',
    'BTC/USD',
    'ETH/USD',
  ]);
  await asset.selectOption('BTCUSD');
  await expect(page.getByText('502 of 502')).toBeVisible();
  expect(queries.at(-1)?.get('symbol')).toBe('BTCUSD');
  expect(queries.at(-1)?.get('offset')).toBe('0');
  await page.getByLabel('Status').selectOption({ label: 'Lost' });
  await expect(page.getByText('Nothing found for these filters.')).toBeVisible();
  expect(queries.at(-1)?.get('status')).toBe('lost');
  expect(queries.at(-1)?.get('symbol')).toBe('BTCUSD');
});

test('transaction filters: type, status and the exchange wallet reach /api/us/history', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await fundedTrader(page, 'tx-filters');
  await openTrades(page, [{ symbol: 'XAUUSD', expiry: '300' }]);
  // A fixed-mode (exchange) deposit: 0.5 LTC, paid on the sandbox chain.
  const invoice = (await appPost(page, '/api/ltc/pay', { amount: '0.5', bonus: '0', fixed: true, currency: 'USD' }, true)) as { guid: string };
  expect((await page.request.post(`/sandbox/invoice/${invoice.guid}`, { data: { status: 'su' } })).ok()).toBe(true);
  expect(email).toContain('@');

  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/us/history') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/en/trading#/show/history');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('row')).toHaveCount(3);
  expect(bodies.at(-1)).toMatchObject({ Status: '', trType: '', exchange: 0, offset: 0, limit: 999 });

  await page.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(transactions.getByRole('row')).toHaveCount(2);
  await expect(transactions.getByRole('row').nth(1)).toContainText('Completed');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page.getByText('Nothing found for these filters.')).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ Status: 'pending', trType: 'deposit' });

  await page.getByLabel('Status').selectOption({ label: 'Any' });
  await page.getByLabel('Wallet').selectOption({ label: 'Exchange' });
  await expect(transactions.getByRole('row')).toHaveCount(2);
  await expect(transactions.getByRole('row').nth(1)).toContainText('LTC');
  await expect(transactions.getByRole('row').nth(1)).toContainText('Completed');
  expect(bodies.at(-1)).toMatchObject({ exchange: 1, trType: 'deposit', Status: '' });
  await screenshot(page, 'history-transactions-filters-390');
});

test('reports: an end date before the start shakes the end field, which clears after a second', async ({ page }) => {
  await fundedTrader(page, 'range');
  await page.goto('/en/trading#/show/reports');
  await expect(page.getByText('No settled trades in this period.')).toBeVisible();
  const end = page.getByLabel('To');
  const endField = page.locator('.field').filter({ has: end });
  await page.getByLabel('From').fill('2030-05-10');
  await end.fill('2030-05-01');
  await expect(endField).toHaveClass(/(^|\s)shake(\s|$)/);
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("The end date can't be before the start date.")).toBeVisible();
  await expect(end).toHaveValue('', { timeout: 3_000 });
  await expect(endField).not.toHaveClass(/(^|\s)shake(\s|$)/);
  await expect(end).not.toHaveAttribute('aria-invalid', 'true');
  // A valid end stays.
  await end.fill('2030-05-20');
  await page.waitForTimeout(1_500);
  await expect(end).toHaveValue('2030-05-20');
});

/** One order of each outcome (and an open one) from the platform's search, so the rows show every kind of result. */
async function mockOrders(context: BrowserContext): Promise<void> {
  const now = Date.now();
  const order = (id: number, symbol: string, direction: 'call' | 'put', status: string, payout: string | null) => ({
    id,
    symbol,
    direction,
    amount: '10.00',
    currency: 'USD',
    openPrice: '1.08500',
    closePrice: payout === null ? null : '1.08510',
    openTime: now - (5 - id) * 60_000,
    expiryTime: now - (5 - id) * 60_000 + 30_000,
    status,
    payout,
    payoutRate: '0.8000',
  });
  const orders = [order(4, 'XAUUSD', 'call', 'open', null), order(3, 'BTCUSD', 'put', 'tie', '10.00'), order(2, 'GBPUSD', 'put', 'lost', '0.00'), order(1, 'EURUSD', 'call', 'won', '18.00')];
  await context.route(`${platformURL()}/v2/cli/api/order/search**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': appURL() },
      body: JSON.stringify({ return: true, total: orders.length, orders }),
    }),
  );
}

/** Cells whose text is cut off (wider than their box), by text: a status must read whole, in ru too. */
function truncatedCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="cell"], .report-assets td, .report-assets th')]
      .filter((cell) => cell.offsetParent !== null && cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent ?? ''),
  );
}

const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

test('trade rows show direction, stake, payout and a signed, coloured result, whole at 390 px and on a desktop, in en and ru', async ({ page, context }) => {
  test.setTimeout(90_000);
  await mockOrders(context);
  await fundedTrader(page, 'rows');
  await page.goto('/en/trading#/show/history');
  const trades = page.getByRole('table', { name: 'Trades' });
  await expect(trades.getByRole('row')).toHaveCount(5);
  await expect(trades.getByRole('columnheader')).toHaveText(['Time', 'Asset', 'Direction', 'Stake', 'Payout', 'Profit/loss', 'Status', 'Entry → exit', 'Expiry']);
  const row = (symbol: string) => trades.getByRole('row').filter({ hasText: symbol });
  await expect(row('EUR/USD').getByRole('cell')).toContainText(['EUR/USD', 'Call', '$10.00', '$18.00', '+$8.00', 'Won']);
  await expect(row('GBP/USD').getByRole('cell')).toContainText(['GBP/USD', 'Put', '$10.00', '$0.00', '−$10.00', 'Lost']);
  await expect(row('BTC/USD').getByRole('cell')).toContainText(['BTC/USD', 'Put', '$10.00', '$10.00', '$0.00', 'Tie']);
  await expect(row('Gold').getByRole('cell')).toContainText(['Gold', 'Call', '$10.00', '—', '—', 'Open']);
  // Green and red from the *-text tokens (4.5:1 on the dark surfaces; axe checks the contrast below).
  expect(await colour(row('EUR/USD').getByText('+$8.00'))).toBe('rgb(74, 222, 128)');
  expect(await colour(row('GBP/USD').getByText('−$10.00'))).toBe('rgb(252, 165, 165)');
  expect(await truncatedCells(page)).toEqual([]);
  await expectNoAxeViolations(page, '.history');
  await screenshot(page, 'history-rows-en-390');

  await page.goto('/ru/trading#/show/history');
  await expect(trades.getByRole('row')).toHaveCount(0);
  const ruTrades = page.getByRole('table', { name: 'Сделки' });
  await expect(ruTrades.getByRole('row')).toHaveCount(5);
  await expect(ruTrades.getByRole('row').filter({ hasText: 'GBP/USD' })).toContainText('Проигрыш');
  await expect(ruTrades.getByRole('row').filter({ hasText: 'Золото' })).toContainText('Открыта');
  expect(await truncatedCells(page)).toEqual([]);
  await expectNoAxeViolations(page, '.history');
  await screenshot(page, 'history-rows-ru-390');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(ruTrades.getByRole('columnheader', { name: 'Прибыль/убыток' })).toBeVisible();
  expect(await truncatedCells(page)).toEqual([]);
  await screenshot(page, 'history-rows-ru-1280');
  await page.goto('/en/trading#/show/history');
  await expect(trades.getByRole('row')).toHaveCount(5);
  expect(await truncatedCells(page)).toEqual([]);
  await screenshot(page, 'history-rows-en-1280');
});

test('reports: results per asset and overall, with win rate and signed P/L, in en and ru, phone and desktop', async ({ page, context }) => {
  test.setTimeout(90_000);
  const totals = {
    overall: [{ currency: 'USD', trades: 7, wins: 4, pnl: '12.00' }],
    assets: [
      { symbol: 'BTCUSD', currency: 'USD', trades: 3, wins: 1, pnl: '-12.00' },
      { symbol: 'EURUSD', currency: 'USD', trades: 3, wins: 3, pnl: '24.00' },
      { symbol: 'XAUUSD', currency: 'USD', trades: 1, wins: 0, pnl: '0.00' },
    ],
  };
  const ranges: unknown[] = [];
  await context.route('**/api/us/reports/totals', (route) => {
    ranges.push(route.request().postDataJSON());
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ return: true, ...totals }) });
  });
  await fundedTrader(page, 'totals');
  await page.goto('/en/trading#/show/reports');
  const overall = page.locator('.report-overall');
  await expect(overall).toContainText('+$12.00');
  await expect(overall).toContainText('57.1%');
  const byAsset = page.getByRole('table', { name: 'By asset' });
  await expect(byAsset.getByRole('row', { name: /BTC\/USD/ })).toContainText('−$12.00');
  await expect(byAsset.getByRole('row', { name: /BTC\/USD/ })).toContainText('33.3%');
  await expect(byAsset.getByRole('row', { name: /EUR\/USD/ })).toContainText('+$24.00');
  await expect(byAsset.getByRole('row', { name: /EUR\/USD/ })).toContainText('100%');
  // The reports' own list is named Positions (tests/e2e/reports.spec.ts); there is no table named Reports.
  await expect(page.getByRole('table', { name: 'Reports' })).toHaveCount(0);
  expect(await truncatedCells(page)).toEqual([]);
  await expectNoAxeViolations(page, '.report');
  await screenshot(page, 'reports-en-390');

  // A range goes to the server in ms.
  await page.getByLabel('From').fill('2030-05-01');
  await expect.poll(() => ranges.at(-1)).toMatchObject({ DateFrom: new Date(2030, 4, 1).getTime() });

  await page.goto('/ru/trading#/show/reports');
  await expect(page.getByRole('table', { name: 'По активам' }).getByRole('row', { name: /BTC\/USD/ })).toContainText('33,3');
  expect(await truncatedCells(page)).toEqual([]);
  await expectNoAxeViolations(page, '.report');
  await screenshot(page, 'reports-ru-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Доля выигрышей' })).toBeVisible();
  await screenshot(page, 'reports-ru-1280');
  await page.goto('/en/trading#/show/reports');
  await expect(page.getByRole('columnheader', { name: 'Win rate' })).toBeVisible();
  await screenshot(page, 'reports-en-1280');
});

test('a new trader is told there is nothing yet; a pending withdrawal is found by Pending; every type reads whole at 390 px, in en and ru', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await registerTrader(page, { prefix: 'words', country: 'GB', firstName: 'Wanda', lastName: 'Words', password: PASSWORD });
  await login(page, email, PASSWORD);
  await goToScreen(page, 'History');
  // No filter set: not "Nothing found for these filters."
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
  await expect(page.getByText('Nothing found for these filters.')).toHaveCount(0);
  await screenshot(page, 'history-new-trader-390');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page.getByRole('heading', { name: 'Nothing found for these filters.' })).toBeVisible();

  // Money in, a withdrawal asked for and left pending, one asked for and cancelled (its money comes back).
  const paid = await appPost(page, '/api/pay/perfect', { amount: '500', currency: 'USD', bonus: '0', fixed: false }, true);
  expect(paid).toMatchObject({ return: true, status: 'approved' });
  // Perfect Money was never paid to this trader: each request is confirmed with the code mailed for it.
  const withdraw = async (amount: string) => {
    const made = (await appPost(page, '/api/withdrawal/final', { proc: 'Perfect Money', method: 'Perfect Money', wallet: '', is_fixed: false, currency: 'USD', amount, idempotency_key: `words-${amount}-${Date.now()}` })) as { id: number };
    expect(made).toMatchObject({ return: true, status: 'unconfirmed' });
    return appPost(page, '/api/withdrawal/confirm', { id: String(made.id), code: await mailedWithdrawalCode(page, email, made.id) });
  };
  expect(await withdraw('20')).toMatchObject({ return: true });
  const pendingList = (await appPost(page, '/api/us/pending', {})) as { pending: { transactionId: number }[] };
  expect(await appPost(page, '/api/us/reject', { id: String(pendingList.pending[0]?.transactionId) })).toMatchObject({ return: true });
  expect(await withdraw('120.50')).toMatchObject({ return: true });

  for (const lang of ['en', 'ru'] as const) {
    // A fresh load: the filters chosen above are not carried over.
    await page.goto(`/${lang}/trading#/show/history`);
    await page.reload();
    await page.getByRole('tab', { name: lang === 'en' ? 'Transactions' : 'Операции' }).click();
    const rows = page.getByRole('table', { name: lang === 'en' ? 'Transactions' : 'Операции' }).getByRole('row');
    await expect(rows.filter({ hasText: lang === 'en' ? 'Withdrawal returned' : 'Возврат вывода' })).toHaveCount(1);
    await screenshot(page, `history-transactions-${lang}-390`);
    // No type is cut short with an ellipsis: each cell's text fits its box.
    const cut = await page.locator('.vlist__type').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight + 1).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
  }
  await page.goto('/en/trading#/show/history');
  await page.reload();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').filter({ hasText: 'Pending' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: '−$120.50' })).toHaveCount(1);
});
