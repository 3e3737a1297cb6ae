import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { login, registerTrader, screenshot } from './support/fixtures';
import { goToScreen } from './support/shell';

// News and analysis (the news dialog, offline reopen), the market calendar, the info page, promo code entry.

const PASSWORD = 'Secret123!';

async function signIn(page: Page, prefix: string) {
  const email = await registerTrader(page, { prefix, country: 'GB', firstName: 'Nina', lastName: 'News', password: PASSWORD });
  await login(page, email, PASSWORD);
}

/** The same screen at 1280 px, then back to the phone. */
async function wide(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** What a phone shows first (the viewport only, not the whole page). */
async function firstView(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}-390-top.png` });
}

/** The screen in Russian: the same hash route under /ru/. */
async function inRussian(page: Page, route: string, heading: string, name: string) {
  await page.goto(`/ru/trading#${route}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-ru-390`);
  await wide(page, `${name}-ru`);
}

test('news and analysis: an article opens in the news dialog, sanitized; the list and the article reopen offline', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'news');
  await goToScreen(page, 'News');
  await expect(page).toHaveURL(/#\/show\/news$/);
  await expect(page.getByRole('heading', { name: 'News and analysis', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  const fed = page.getByRole('link', { name: /Fed holds rates steady/ });
  await expect(fed).toBeVisible();
  // The list lines up with its tabs: the page's prose indent for lists must not reach a widget's own list.
  const left = async (locator: typeof fed) => (await locator.boundingBox())?.x;
  expect(await left(page.getByRole('listitem').filter({ has: fed }))).toBe(await left(page.getByRole('tablist')));
  await expectNoAxeViolations(page);
  await screenshot(page, 'news-390');
  await wide(page, 'news');

  await fed.click();
  const dialog = page.getByRole('dialog', { name: 'Fed holds rates steady, signals patience on cuts' });
  await expect(dialog.getByText('The Federal Reserve kept its benchmark rate')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'EUR/USD rose 0.3%' })).toBeVisible();
  await expect(dialog.getByText('From our market desk.')).toBeVisible();
  // The feed's script, handler and javascript: link never reach the DOM as code.
  await expect(dialog.getByText('Markets now price the first cut in spring.')).toBeVisible();
  expect(await dialog.locator('script, [onmouseover], a[href^="javascript"]').count()).toBe(0);
  await expect(dialog.getByRole('link', { name: /Read at the source/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page);
  await screenshot(page, 'news-dialog-390');
  await firstView(page, 'news-dialog');
  await wide(page, 'news-dialog');
  // The article has an address: it reopens from it, and Back closes it.
  await expect(page).toHaveURL(/#\/show\/news\/[^/]+$/);
  const articleUrl = page.url();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fed).toBeFocused();
  await expect(page).toHaveURL(/#\/show\/news$/);
  await page.goto('about:blank');
  await page.goto(articleUrl);
  await expect(dialog.getByText('The Federal Reserve kept its benchmark rate')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
  await page.goto(articleUrl);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/show\/news$/);
  await fed.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/show\/news$/);

  // Analysis: the other tab, by keyboard.
  await page.getByRole('tab', { name: 'News' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /Weekly outlook: EUR\/USD/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Fed holds rates/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'News' }).click();

  // Offline: the list opens from its last copy and says so; the article read before opens too.
  await goToScreen(page, 'Trade');
  await page.context().setOffline(true);
  await goToScreen(page, 'News');
  await expect(page.getByText('You are offline. This is the news as you last saw it.')).toBeVisible();
  await page.getByRole('link', { name: /Fed holds rates steady/ }).click();
  await expect(page.getByRole('dialog').getByText('The Federal Reserve kept its benchmark rate')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.context().setOffline(false);
  expect(dialogs).toEqual([]);

  await inRussian(page, '/show/news', 'Новости и аналитика', 'news');
  await expect(page.getByRole('link', { name: /ФРС сохранила ставку/ })).toBeVisible();
});

test.describe('market calendar in the trader time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('today and the week, filtered by importance and country', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'calendar');
    await goToScreen(page, 'Calendar');
    await expect(page).toHaveURL(/#\/show\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Market calendar', level: 1 })).toBeVisible();
    await expect(page.getByText('Times are in your time zone (Asia/Tokyo).')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();

    await page.getByRole('radio', { name: 'This week' }).check();
    const rows = page.locator('.calendar-table tbody tr');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();
    expect(all).toBeGreaterThan(10);
    await expectNoAxeViolations(page);
    await screenshot(page, 'calendar-390');
    await firstView(page, 'calendar');
    await wide(page, 'calendar');

    await page.getByLabel('Importance', { exact: true }).selectOption({ label: 'High only' });
    const high = await rows.count();
    expect(high).toBeGreaterThan(0);
    expect(high).toBeLessThan(all);
    await expect(rows.getByRole('img', { name: 'Importance 3 of 3' })).toHaveCount(high);

    await page.getByLabel('Importance', { exact: true }).selectOption({ label: 'All' });
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await expect(rows.first()).toBeVisible();
    const us = await rows.count();
    await expect(rows.filter({ hasText: 'United States' })).toHaveCount(us);
    await expectNoAxeViolations(page);
    await screenshot(page, 'calendar-filtered-390');
    await firstView(page, 'calendar-filtered');

    // Offline after one visit: the week's last copy answers both periods.
    await goToScreen(page, 'Trade');
    await page.context().setOffline(true);
    await goToScreen(page, 'Calendar');
    await expect(page.getByText('You are offline. This is the calendar as you last saw it.')).toBeVisible();
    await page.getByRole('radio', { name: 'This week' }).check();
    await expect(rows).toHaveCount(all);
    await page.context().setOffline(false);

    await inRussian(page, '/show/calendar', 'Экономический календарь', 'calendar');
  });
});

test('the info page: the company, trading conditions, contacts and the risk disclosure', async ({ page }) => {
  await signIn(page, 'info');
  await page.goto('/en/trading#/show/info');
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  for (const heading of ['The company', 'Trading conditions', 'Contacts', 'Risk disclosure']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
  await expectNoAxeViolations(page);
  await screenshot(page, 'info-390');
  await wide(page, 'info');
  await inRussian(page, '/show/info', 'О компании', 'info');
  await expect(page.getByRole('heading', { name: 'Предупреждение о рисках', level: 2 })).toBeVisible();
});

test('promo code entry: empty, then invalid, then a valid code (with its trigger); a stored code prefills it', async ({ page }) => {
  await signIn(page, 'promo');
  await page.goto('/en/trading#/show/promo');
  await expect(page.getByRole('heading', { name: 'Promo code', level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Promo code' });
  await expect(field).toHaveValue('');
  const apply = page.getByRole('button', { name: 'Apply' });

  await apply.click();
  await expect(page.getByText('Please enter a promo code.')).toBeVisible();
  await field.fill('NOPE2026');
  await apply.click();
  await expect(page.getByText('This promo code is not valid.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'promo-invalid-390');

  await field.fill('welcome50');
  const trigger = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/triggers/promo');
  await apply.click();
  expect((await trigger).postDataJSON()).toEqual({ promo: 'welcome50' });
  const applied = page.getByRole('status').filter({ hasText: 'Promo code applied' });
  await expect(applied).toContainText('Promo code accepted: 50% bonus on your next card deposit.');
  await expect(applied.getByRole('link', { name: 'Make a deposit to receive the bonus' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'promo-applied-390');
  await wide(page, 'promo-applied');

  // A code kept on the device (a registration link's) fills the field, as the funding page's add=promo does.
  await page.evaluate(() => localStorage.setItem('promo', 'BONUS20'));
  await page.goto('/en/trading#/home');
  // As a person would: home is on the screen before the promo page opens again (a screen left before it was ever
  // painted is skipped, so the page would stay as it was).
  await expect(page.getByRole('heading', { name: 'Promo code', level: 1 })).toBeHidden();
  await page.goto('/en/trading#/show/promo');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('BONUS20');
  await inRussian(page, '/show/promo', 'Промокод', 'promo');
});
