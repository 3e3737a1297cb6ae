import { expect, test } from '@playwright/test';
import { login, screenshot, uniqueEmail } from './support/fixtures';

// Currency accounts (issue 4): the add-account modal and switching the current account from the top bar.

test('add a EUR account and switch to it', async ({ page }) => {
  const email = uniqueEmail('accounts');
  const csrf = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const reply = await page.request.post('/api/register', {
    headers: { 'X-CSRF-Token': csrf.token },
    data: { country: 'BR', currency: 'USD', login: email, password: 'Trade1234!', firstName: 'Multi', lastName: 'Currency', phone: '11987654321', phone_prefix: '55', promo: '' },
  });
  expect(((await reply.json()) as { return: boolean }).return).toBe(true);
  await login(page, email, 'Trade1234!');
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');

  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a currency account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please chose currency!')).toBeVisible();
  await expect(dialog.getByRole('option', { name: 'USD (already open)' })).toBeDisabled();
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Account successfully added')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: /^EUR/ }).click();
  await expect(page.getByText('Current account: EUR')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('€0.00');
  await screenshot(page, 'accounts-switched-eur');
});
