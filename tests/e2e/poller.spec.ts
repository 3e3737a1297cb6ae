import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loginAsDemo } from './support/fixtures';

/** Counts /api/fraud/user calls made by every page of a context. */
function countUserRefreshes(context: BrowserContext): () => number {
  let calls = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/fraud/user') calls += 1;
  });
  return () => calls;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/en/trading#/home');
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();
}

/** Ten minutes of the pages' clocks, a minute at a time, letting each due refresh finish on the network. */
async function runTenMinutes(context: BrowserContext, pages: Page[]): Promise<void> {
  for (let minute = 0; minute < 10; minute += 1) {
    await context.clock.runFor(60_000);
    for (const page of pages) await page.waitForLoadState('networkidle');
  }
}

test('three open tabs make the same number of user refreshes as one', async ({ browser }) => {
  const single = await browser.newContext();
  await single.clock.install();
  const singleCalls = countUserRefreshes(single);
  const onlyTab = await single.newPage();
  await loginAsDemo(onlyTab);
  await openHome(onlyTab);
  const singleBaseline = singleCalls();
  await runTenMinutes(single, [onlyTab]);
  const oneTab = singleCalls() - singleBaseline;
  await single.close();

  const triple = await browser.newContext();
  await triple.clock.install();
  const tripleCalls = countUserRefreshes(triple);
  const first = await triple.newPage();
  await loginAsDemo(first);
  await openHome(first);
  const second = await triple.newPage();
  await openHome(second);
  const third = await triple.newPage();
  await openHome(third);
  const tripleBaseline = tripleCalls();
  await runTenMinutes(triple, [first, second, third]);
  const threeTabs = tripleCalls() - tripleBaseline;

  expect(oneTab).toBeGreaterThanOrEqual(6); // every 90 s for ten minutes
  expect(threeTabs).toBe(oneTab);

  // When the leader's tab closes, another tab takes over the polling.
  await first.close();
  const beforeHandover = tripleCalls();
  await runTenMinutes(triple, [second, third]);
  expect(tripleCalls() - beforeHandover).toBe(oneTab);
  await triple.close();
});
