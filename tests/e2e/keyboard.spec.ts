import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { login, registerTrader } from './support/fixtures';

const PASSWORD = 'Secret123!';

/** Presses Tab (from wherever focus is) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('every navigation target and every payment tab is reachable by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'keys', country: 'GB', firstName: 'Kay', lastName: 'Board', password: PASSWORD });
  await login(page, email, PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Trade' })).toBeVisible();
  const names = await nav.getByRole('link').allInnerTexts();
  expect(names.length).toBeGreaterThan(8);
  for (const name of names) {
    await page.keyboard.press('Escape');
    await page.locator('body').focus();
    const link = nav.getByRole('link', { name: name.trim(), exact: true });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(link).toHaveAttribute('aria-current', 'page');
  }

  // Funding: Tab reaches the selected method; arrows, Home and End reach every other one (WAI-ARIA tabs).
  await page.goto('/en/trading#/show/funding');
  const tabs = page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.locator('body').focus();
  await tabTo(page, tabs.first());
  const count = await tabs.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(index)).toBeFocused();
  }
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});

test('on a phone the tab bar, "More" and the account menu work by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'keys-phone', country: 'GB', firstName: 'Kit', lastName: 'Phone', password: PASSWORD });
  await login(page, email, PASSWORD);

  const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs.getByRole('link', { name: 'Trade' })).toHaveAttribute('aria-current', 'page');
  // The full list is behind "More" on a phone.
  await expect(nav).toBeHidden();

  const more = tabs.getByRole('button', { name: 'More' });
  await page.locator('body').focus();
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expectNoAxeViolations(page);
  // Tab walks from "More" into the sheet; Enter goes there and closes the sheet.
  const reports = nav.getByRole('link', { name: 'Reports', exact: true });
  await tabTo(page, reports, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/show\/reports$/);
  await expect(nav).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the sheet and leaves focus on "More".
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(more).toBeFocused();

  // The account menu: verification, security, accounts, call-back, language and log out live behind it.
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await page.locator('body').focus();
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  await expect(accountMenu).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Verification', 'Security']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Accounts', 'Request a call', 'Log out']) await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('link', { name: 'Security', exact: true }), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/show\/security$/);
  await expect(accountMenu).toHaveAttribute('aria-expanded', 'false');
});

test('a route change starts the screen at its top with focus on its heading; skip link and bell hand focus on', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'keys-focus', country: 'GB', firstName: 'Fay', lastName: 'Cus', password: PASSWORD });
  await login(page, email, PASSWORD);
  await expect(page.locator('main h1').first()).toBeVisible();

  // The account menu's name starts with the initials it shows.
  await expect(page.getByRole('button', { name: 'FC Account menu', exact: true })).toBeVisible();

  // From far down home, through the "More" sheet: the next screen is at its top, its heading focused.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'More' }).click();
  await expect(page.locator('.backdrop')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/#\/show\/reports$/);
  const heading = page.locator('main h1').first();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.backdrop')).toHaveCount(0);

  // On a fresh load the skip link is the first stop of Tab, visible while focused, and lands on the heading.
  await page.reload();
  await expect(heading).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/#\/show\/reports$/);

  // The notification panel gives focus back to the bell, closed by Escape or by a press on its backdrop.
  const bell = page.getByRole('button', { name: /Notifications/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await bell.click();
  await expect(panel).toBeVisible();
  await page.locator('.backdrop').click({ position: { x: 195, y: 700 } });
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(page).toHaveURL(/#\/show\/reports$/);

  // The guest screens lead with the same skip link. The signed-in app is left first: with its cookies gone under it,
  // its next request's 401 sends it to the login screen, a navigation that can cancel the one below.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/ru/contact');
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
});
