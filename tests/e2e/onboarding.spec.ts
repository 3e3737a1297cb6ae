import { expect, test } from '@playwright/test';
import { login, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';

// A new trader's first session: home leads to the first deposit, the deposit to trading, the checklist follows.

test('a new trader is led from home to the first deposit, then to trading; the checklist ticks what was done', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'first', firstName: 'Nova', lastName: 'Trader' });
  await login(page, email, TRADER_PASSWORD);

  // The deposit comes first on the screen, above the $0 platform.
  const prompt = page.getByRole('region', { name: 'Make your first deposit' });
  await expect(prompt).toContainText('$0.00');
  const promptTop = await prompt.evaluate((element) => element.getBoundingClientRect().top);
  expect(promptTop).toBeLessThan(844);
  const frame = page.locator('iframe[title="Trading platform"]');
  await expect(frame).toBeAttached();
  const frameTop = await frame.evaluate((element) => element.getBoundingClientRect().top);
  expect(promptTop).toBeLessThan(frameTop);
  const steps = page.getByRole('region', { name: 'Get started' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.filter({ hasText: 'Done' })).toHaveCount(0);
  await screenshot(page, 'onboarding-home-390');

  // The $0 platform says so before a tap, and Call leads to the deposit instead of a refusal after it.
  const platform = page.frameLocator('iframe[title="Trading platform"]');
  const emptyNote = platform.getByText('Your balance is empty: deposit to place your first trade.');
  await expect(emptyNote).toBeVisible();
  const tradeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order/open')) tradeRequests.push(request.url());
  });
  await platform.getByRole('button', { name: 'Call' }).click();
  await expect(platform.getByRole('link', { name: 'Deposit' })).toBeFocused();
  expect(tradeRequests).toEqual([]);

  await prompt.getByRole('link', { name: 'Make your first deposit' }).click();
  await expect(page).toHaveURL(/#\/show\/funding$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVV').fill('123');
  await expect(page.getByLabel('Cardholder name')).toHaveValue('Nova Trader');
  await page.getByRole('button', { name: 'Deposit $250.00' }).click();
  await expect(page.getByRole('region', { name: 'Pay by card' }).getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make another deposit' })).toBeVisible();
  await screenshot(page, 'onboarding-deposited-390');

  // Next: trading.
  await page.getByRole('link', { name: 'Start trading' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$250.00');
  await expect(page.getByRole('region', { name: 'Make your first deposit' })).toHaveCount(0);
  await expect(steps.filter({ hasText: 'Fund your account' })).toContainText('Done');
  await expect(steps.filter({ hasText: 'Place your first trade' })).not.toContainText('Done');

  // The first trade, placed in the platform, ticks the last step.
  await expect(platform.getByLabel('Amount')).toBeVisible();
  await expect(emptyNote).toHaveCount(0);
  await platform.getByLabel('Amount').fill('10');
  await platform.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$240.00');
  await page.reload();
  await expect(steps.filter({ hasText: 'Place your first trade' })).toContainText('Done');
  await screenshot(page, 'onboarding-progress-390');
});

test('in Russian the first screen leads to the first deposit too', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'empty' });
  await login(page, email, TRADER_PASSWORD, 'en');
  await page.goto('/ru/trading#/home');
  const prompt = page.getByRole('region', { name: 'Внесите первый депозит' });
  await expect(prompt.getByRole('link', { name: 'Внести первый депозит' })).toHaveAttribute('href', '#/show/funding');
});
