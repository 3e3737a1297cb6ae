import { expect, test } from '@playwright/test';
import { screenshot } from './support/fixtures';

test('the root opens the English login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await screenshot(page, 'smoke-login');
});
