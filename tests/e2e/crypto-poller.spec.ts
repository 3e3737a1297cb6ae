import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appPost, login, registerTrader, TRADER_PASSWORD } from './support/fixtures';

// Measured: requests to /api/*/check in ten minutes — three invoices open in three tabs against one
// invoice in one tab. One leader tab checks every waiting invoice once a minute, whatever the number of tabs.

function countChecks(context: BrowserContext): () => number {
  let calls = 0;
  context.on('request', (request) => {
    if (/^\/api\/[a-z]+\/check$/.test(new URL(request.url()).pathname)) calls += 1;
  });
  return () => calls;
}

async function trader(page: Page): Promise<void> {
  const email = await registerTrader(page, { prefix: 'poll', firstName: 'Poll', lastName: 'Tester' });
  await login(page, email, TRADER_PASSWORD);
}

async function openInvoice(page: Page, coin: string): Promise<void> {
  const { guid } = (await appPost(page, `/api/${coin}/pay`, { amount: '300', bonus: '0', fixed: false, currency: 'USD' }, true)) as { guid: string };
  await page.goto(`/api/${coin}/invoice/${guid}`);
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Waiting for payment');
}

async function runTenMinutes(context: BrowserContext, pages: Page[]): Promise<void> {
  for (let step = 0; step < 120; step += 1) {
    await context.clock.runFor(5_000);
    await pages[0]?.waitForTimeout(40);
  }
  for (const page of pages) await page.waitForLoadState('networkidle');
}

test('three invoices in three tabs cost one check per invoice a minute; one invoice in one tab, ten', async ({ browser }) => {
  test.setTimeout(180_000);
  const single = await browser.newContext();
  await single.clock.install();
  const singleChecks = countChecks(single);
  const onlyTab = await single.newPage();
  await trader(onlyTab);
  await openInvoice(onlyTab, 'btc');
  const singleBase = singleChecks();
  await runTenMinutes(single, [onlyTab]);
  const oneTab = singleChecks() - singleBase;
  await single.close();

  const triple = await browser.newContext();
  await triple.clock.install();
  const tripleChecks = countChecks(triple);
  const first = await triple.newPage();
  await trader(first);
  await openInvoice(first, 'btc');
  const second = await triple.newPage();
  await openInvoice(second, 'eth');
  const third = await triple.newPage();
  await openInvoice(third, 'ltc');
  const tripleBase = tripleChecks();
  await runTenMinutes(triple, [first, second, third]);
  const threeTabs = tripleChecks() - tripleBase;
  await triple.close();

  test.info().annotations.push({ type: '/api/*/check in 10 min', description: `one invoice in one tab ${oneTab}, three invoices in three tabs ${threeTabs}` });
  expect(oneTab).toBeGreaterThanOrEqual(9);
  expect(oneTab).toBeLessThanOrEqual(11);
  expect(threeTabs).toBeGreaterThanOrEqual(27);
  expect(threeTabs).toBeLessThanOrEqual(33);
});
