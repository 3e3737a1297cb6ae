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

/**
 * Ten minutes of the pages' clocks in 5 s steps, with a moment of real time after each step so a refresh that
 * fell due finishes on the network (and schedules the next one) before the clock moves on.
 */
async function runTenMinutes(context: BrowserContext, pages: Page[]): Promise<void> {
  for (let step = 0; step < 120; step += 1) {
    await context.clock.runFor(5_000);
    await pages[0]?.waitForTimeout(40);
  }
  for (const page of pages) await page.waitForLoadState('networkidle');
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

  test.info().annotations.push({ type: 'user refreshes in 10 min', description: `one tab ${oneTab}, three tabs ${threeTabs}` });
  // Every 90 s for ten minutes is 6 or 7 refreshes (a step of the fake clock may land a refresh either side).
  expect(oneTab).toBeGreaterThanOrEqual(6);
  expect(oneTab).toBeLessThanOrEqual(7);
  expect(Math.abs(threeTabs - oneTab)).toBeLessThanOrEqual(1);

  // When the leader's tab closes, another tab takes over the polling.
  await first.close();
  const beforeHandover = tripleCalls();
  await runTenMinutes(triple, [second, third]);
  expect(Math.abs(tripleCalls() - beforeHandover - oneTab)).toBeLessThanOrEqual(1);
  await triple.close();
});
