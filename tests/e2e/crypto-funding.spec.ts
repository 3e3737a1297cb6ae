import { expect, test, type Page } from '@playwright/test';
import { login, screenshot, uniqueEmail } from './support/fixtures';

// The funding page's crypto and wallet tabs (issue 4): the crypto-deposit widget makes an invoice and opens its
// page; a wallet method submits and shows the sandbox provider's result.

async function newTrader(page: Page): Promise<void> {
  const email = uniqueEmail('fund');
  const csrf = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const reply = await page.request.post('/api/register', {
    headers: { 'X-CSRF-Token': csrf.token },
    data: { country: 'BR', currency: 'USD', login: email, password: 'Trade1234!', firstName: 'Fund', lastName: 'Tester', phone: '11987654321', phone_prefix: '55', promo: '' },
  });
  expect(((await reply.json()) as { return: boolean }).return).toBe(true);
  await login(page, email, 'Trade1234!');
}

test('the Bitcoin tab creates an invoice and opens its page', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name: 'Bitcoin' }).click();
  const form = page.getByRole('form', { name: 'Deposit with crypto' });
  await expect(form.getByLabel('Coin')).toHaveValue('btc');
  await form.getByLabel('Amount (USD)').fill('300');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/api\/btc\/invoice\/[0-9a-f-]{36}\?lang=en$/);
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Waiting for payment');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveText('0.00500000 BTC');
  await screenshot(page, 'crypto-widget-invoice');

  // Fixed (exchange) mode: a coin amount, 'Wrong amount!' at 0.
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name: 'Bitcoin' }).click();
  await form.getByLabel('Pay a fixed crypto amount (exchange mode)').check();
  await expect(form.getByLabel('Amount (BTC)')).toHaveValue('1.5');
  await expect(form.getByRole('region', { name: 'Exchange balances' })).toContainText('0.00000 BTC');
  await form.getByLabel('Amount (BTC)').fill('0');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(form.getByText('Wrong amount!')).toBeVisible();
});

test('a wallet method submits and shows its result', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name: 'Perfect Money' }).click();
  const form = page.getByRole('form', { name: 'Perfect Money' });
  await form.getByLabel('Amount (USD)').fill('313');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('alert')).toContainText('Your payment was declined by the provider.');
  await form.getByLabel('Amount (USD)').fill('300');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$300.00');
  await screenshot(page, 'wallet-perfect-paid');
});
