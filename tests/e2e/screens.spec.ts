import { expect, test } from '@playwright/test';
import { loginAsDemo, screenshot } from './support/fixtures';

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
