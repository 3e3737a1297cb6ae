import { expect, test } from '@playwright/test';
import { appURL, DEMO_EMAIL, DEMO_PASSWORD, screenshot } from './support/fixtures';

test('the root opens the English login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await screenshot(page, 'smoke-login');
});

test('the app opened at 127.0.0.1 (the address the server prints) embeds a working platform too', async ({ page }) => {
  const port = new URL(appURL()).port;
  await page.goto(`http://127.0.0.1:${port}/en/login`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/en/trading`));
  const platform = page.frameLocator('iframe[title="Trading platform"]');
  await expect(platform.getByRole('button', { name: 'Call' })).toBeVisible({ timeout: 20_000 });
  await expect(platform.getByText(/unavailable|error/i)).toHaveCount(0);
});
