import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo, screenshot } from './support/fixtures';
import { DEPOSIT_SCREEN, SCREENS } from './support/screens.mjs';
import { undersizedTargets } from './support/targets';

// Screens people look at (test-results/screens/*.png): the phone width we design for and a laptop.
for (const width of [390, 1280]) {
  test(`login, register and home at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/en/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `login-${width}`);

    await page.goto('/en/register');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `register-${width}`);

    await loginAsDemo(page);
    await expect(page.getByRole('group', { name: 'Your accounts' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-${width}`);

    // Nothing overflows the viewport sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}


/** Opens the deposit screen and each of its method tabs in turn, handing each to `visit` as `funding-N`. */
async function eachDepositTab(page: Page, lang: string, visit: (name: string) => Promise<unknown>): Promise<void> {
  await page.goto(`/${lang}/trading#${DEPOSIT_SCREEN[1]}`);
  await settled(page);
  const tabs = page.locator('[role="tablist"] [role="tab"]');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await visit(`funding-${index + 1}`);
  }
}

/** The screen has painted its content: a heading in main, and no skeleton or spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .skeleton')).toHaveCount(0);
  await expect(page.locator('main .spinner')).toHaveCount(0);
  await expect(page.locator('main').getByText(/^(Loading…|Загрузка…)$/)).toHaveCount(0);
}

// Every screen at the phone width and a laptop, in en and ru, looked at (test-results/screens) and
// scanned by axe-core (the phone layout in en and the desktop layout in ru, so both layouts and both languages).
for (const [lang, width] of [['en', 390], ['ru', 390], ['en', 1280], ['ru', 1280]] as const) {
  test(`every screen in ${lang} at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    const scan = (lang === 'en') === (width === 390);
    const shot = async (name: string) => {
      await screenshot(page, `all-${name}-${lang}-${width}`);
      if (scan) await expectNoAxeViolations(page);
    };
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const guest of ['login', 'register', 'forgot', 'contact']) {
      await page.goto(`/${lang}/${guest}`);
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      await shot(guest);
    }
    await loginAsDemo(page);
    if (lang === 'ru') await page.goto('/ru/trading#/home');
    for (const [name, route] of SCREENS) {
      await page.goto(`/${lang}/trading#${route}`);
      await settled(page);
      await shot(name);
    }
    await eachDepositTab(page, lang, shot);
    if (width === 390) {
      await page.goto(`/${lang}/trading#/home`);
      await page.locator('.account-menu__button').click();
      await shot('account-menu');
      await page.keyboard.press('Escape');
      await page.locator('.tabbar button').click();
      await shot('more');
    }
    // Nothing overflows the viewport sideways on any of them (checked on the last).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

// Every control a finger presses is at least 44 × 44 px at the phone width, on every screen the test above visits
// (menus and sheets open too). Fails with the list of offenders, per screen.
test('every control on every screen is at least 44 × 44 px at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const offenders: string[] = [];
  const measure = async (name: string) => {
    for (const line of await undersizedTargets(page)) offenders.push(`${name}: ${line}`);
  };
  for (const guest of ['login', 'register', 'forgot', 'contact']) {
    await page.goto(`/en/${guest}`);
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await measure(guest);
  }
  await loginAsDemo(page);
  for (const [name, route] of SCREENS) {
    await page.goto(`/en/trading#${route}`);
    await settled(page);
    await measure(name);
  }
  await eachDepositTab(page, 'en', measure);
  await page.goto('/en/trading#/home');
  await settled(page);
  await page.locator('.account-menu__button').click();
  await measure('account-menu');
  await page.keyboard.press('Escape');
  await page.locator('.tabbar button').click();
  await measure('more');
  await page.keyboard.press('Escape');
  await page.locator('.notifications__button').click();
  await measure('notifications');
  expect(offenders).toEqual([]);
});
