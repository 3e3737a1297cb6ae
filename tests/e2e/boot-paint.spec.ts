import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo, waitForServiceWorkerControl } from './support/fixtures';
import { openAccountMenu } from './support/shell';
import { expectNoAxeViolations } from './support/axe';

// A repeat visit of home paints the last home this device showed (common/boot-paint.ts) before the app's
// code has run, and the live app replaces it; other screens, and a device after logout, get no such copy. A first
// visit signed in gets the top bar with the balance from the server's HTML (server/static/signed-in-paint.ts).

const COPY_KEY = 'paint:shell/trading-home/en';

type BootPaintSeen = { balance: string; heading: string; platformHeight: number };

/**
 * Records, from before any page script, what the boot paint put in #root (its balance and heading, and the height of
 * the platform's room as laid out then: the app's stylesheet, not only the inlined shell CSS, must apply), if anything.
 */
async function recordBootPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: BootPaintSeen = { balance: '', heading: '', platformHeight: 0 };
    Object.assign(window, { bootPaintSeen: seen });
    new MutationObserver(() => {
      const paint = document.querySelector('.boot-paint');
      if (!paint || seen.balance) return;
      seen.balance = paint.querySelector('[aria-label="Balance"]')?.textContent ?? '';
      seen.heading = paint.querySelector('.fragment h1')?.textContent ?? '';
      seen.platformHeight = paint.querySelector('.trading-platform')?.getBoundingClientRect().height ?? 0;
    }).observe(document, { childList: true, subtree: true });
  });
}

const bootPaintSeen = (page: Page) => page.evaluate(() => (window as unknown as { bootPaintSeen: BootPaintSeen }).bootPaintSeen);

test('a repeat visit paints the last home at once, then the live app takes over', async ({ page }) => {
  await loginAsDemo(page);
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  // The room the stylesheet holds for the platform (the live frame may grow past it with the platform's content). Read
  // from the platform's own section: its placeholder is swapped out as the code arrives, and a node read as it is
  // detached has no computed style (CI once read NaN).
  const platform = page.getByRole('region', { name: 'Trading platform' });
  const platformRoom = await platform.evaluate((element) => Number.parseFloat(getComputedStyle(element).minHeight));
  await waitForServiceWorkerControl(page);
  await recordBootPaint(page);

  // Leaving home (here a reload) keeps its copy; the next load paints it before the app has started.
  await page.reload();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, COPY_KEY)).toBe(true);
  await page.reload();
  const seen = await bootPaintSeen(page);
  expect(seen.balance).toContain('$10,000.00');
  expect(seen.heading).toContain('Welcome back, Alex');
  // Painted with the app's styles (the inline script waits for the stylesheet): the platform's room is held.
  expect(platformRoom).toBeGreaterThan(100);
  expect(seen.platformHeight).toBeCloseTo(platformRoom, 0);

  // The copy is gone once the app is up: one balance, live and usable, and nothing inert left behind.
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  await expect(page.locator('.boot-paint')).toHaveCount(0);
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await expect(page).toHaveURL(/#\/show\/funding$/);
  await expectNoAxeViolations(page);

  // Another screen is never painted as home.
  await page.reload();
  expect((await bootPaintSeen(page)).balance).toBe('');

  // Logging out takes the copy with it.
  await page.goto('/en/trading#/home');
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), COPY_KEY)).toBeNull();
});

test('a signed-in trading page from the network paints the balance before any script, where the live top bar shows it', async ({ page, browser, baseURL }) => {
  await loginAsDemo(page);
  const live = page.locator('.app-shell:not([inert]) .balance__amount');
  await expect(live).toContainText('$10,000.00');
  const liveBox = await live.boundingBox();

  // The same page, with no service worker (a first visit) and no script at all: what the HTML alone paints.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: 'block', viewport: page.viewportSize() });
  try {
    await noScript.addCookies(await page.context().cookies());
    const first = await noScript.newPage();
    await first.goto('/en/trading#/home');
    const painted = first.locator('.app-shell[inert] .balance__amount');
    await expect(painted).toHaveText('$10,000.00');
    await expect(first.locator('.app-shell[inert] .balance__currency')).toHaveText('USD');
    const paintedBox = await painted.boundingBox();
    // The live bar takes its place without a jump: the amount starts at the same point, at the same height.
    expect(paintedBox && liveBox && { x: paintedBox.x, y: paintedBox.y, height: paintedBox.height }).toEqual(liveBox && { x: liveBox.x, y: liveBox.y, height: liveBox.height });
  } finally {
    await noScript.close();
  }
});
