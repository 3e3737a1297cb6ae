import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { loginAsDemo, platformURL } from './support/fixtures';

interface RefreshCounter {
  calls(): number;
  inFlight(): number;
}

/** Counts /api/fraud/user calls made by every page of a context, and those not yet answered. */
function countUserRefreshes(context: BrowserContext): RefreshCounter {
  let calls = 0;
  let inFlight = 0;
  const isRefresh = (url: string) => new URL(url).pathname === '/api/fraud/user';
  context.on('request', (request) => {
    if (!isRefresh(request.url())) return;
    calls += 1;
    inFlight += 1;
  });
  const settle = (request: { url(): string }) => {
    if (isRefresh(request.url())) inFlight -= 1;
  };
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  return { calls: () => calls, inFlight: () => inFlight };
}

/**
 * A context whose embedded platform is a blank page. This test counts the app's own polling; the platform's
 * chart polls its quotes every second of the fake clock, and three of them over ten fake minutes would put
 * about 1 800 unrelated requests on a two-core CI machine within seconds.
 */
async function contextWithBlankPlatform(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(`${platformURL()}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Platform</title>' }),
  );
  await context.clock.install();
  return context;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/en/trading#/home');
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();
}

/**
 * Ten minutes of the pages' clocks in 10 s steps (a 90 s refresh falls due at most once a step), with a moment
 * of real time after each step so a refresh that fell due finishes on the network (and schedules the next one)
 * before the clock moves on.
 */
async function runTenMinutes(context: BrowserContext, pages: Page[], counter: RefreshCounter): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    await context.clock.runFor(10_000);
    await pages[0]?.waitForTimeout(50);
  }
  await expect.poll(() => counter.inFlight(), { message: 'user refreshes still in flight' }).toBe(0);
}

test('three open tabs make the same number of user refreshes as one', async ({ browser }) => {
  // Thirty simulated minutes in three contexts: about 20 s here, but a loaded two-core CI machine needs more.
  test.setTimeout(120_000);
  const single = await contextWithBlankPlatform(browser);
  const singleCounter = countUserRefreshes(single);
  const onlyTab = await single.newPage();
  await loginAsDemo(onlyTab);
  await openHome(onlyTab);
  const singleBaseline = singleCounter.calls();
  await runTenMinutes(single, [onlyTab], singleCounter);
  const oneTab = singleCounter.calls() - singleBaseline;
  await single.close();

  const triple = await contextWithBlankPlatform(browser);
  const tripleCounter = countUserRefreshes(triple);
  const tripleCalls = tripleCounter.calls;
  const first = await triple.newPage();
  await loginAsDemo(first);
  await openHome(first);
  const second = await triple.newPage();
  await openHome(second);
  const third = await triple.newPage();
  await openHome(third);
  const tripleBaseline = tripleCalls();
  await runTenMinutes(triple, [first, second, third], tripleCounter);
  const threeTabs = tripleCalls() - tripleBaseline;

  test.info().annotations.push({ type: 'user refreshes in 10 min', description: `one tab ${oneTab}, three tabs ${threeTabs}` });
  // Every 90 s for ten minutes is 6 or 7 refreshes (a step of the fake clock may land a refresh either side).
  expect(oneTab).toBeGreaterThanOrEqual(6);
  expect(oneTab).toBeLessThanOrEqual(7);
  expect(Math.abs(threeTabs - oneTab)).toBeLessThanOrEqual(1);

  // When the leader's tab closes, another tab takes over the polling.
  await first.close();
  const beforeHandover = tripleCalls();
  await runTenMinutes(triple, [second, third], tripleCounter);
  expect(Math.abs(tripleCalls() - beforeHandover - oneTab)).toBeLessThanOrEqual(1);
  await triple.close();
});
