import { expect, test } from '@playwright/test';
import { loginAsDemo } from './support/fixtures';
import { goToScreen, openAccountMenu } from './support/shell';

test('the document title names the screen in the UI language', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page).toHaveTitle('Log in · Trader');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveTitle('Sign up · Trader');
  await page.goto('/ru/register');
  await expect(page).toHaveTitle('Регистрация · Trader');

  await loginAsDemo(page);
  await expect(page).toHaveTitle('Trade · Trader');
  await goToScreen(page, 'History');
  await expect(page).toHaveTitle('History · Trader');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'ru' }).click();
  await expect(page).toHaveTitle('История · Trader');
  await expect(page.getByRole('link', { name: 'Trader — главная' })).toBeVisible();
});
