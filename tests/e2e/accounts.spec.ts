import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { closeToast, login, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';
import { openAccountMenu } from './support/shell';

// Currency accounts: the add-account modal and switching the current account from the top bar.

test('add a EUR account and switch to it', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'accounts', firstName: 'Multi', lastName: 'Currency' });
  await login(page, email, TRADER_PASSWORD);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a currency account' });
  await expect(dialog).toBeVisible();
  // Spec §2: the modal's text comes from /api/ag/modal_add_account.
  await expect(dialog.getByText('its deposits, balance and trades are kept apart')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please choose a currency.')).toBeVisible();
  await expect(dialog.getByRole('option', { name: 'USD (already open)' })).toBeDisabled();
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Account successfully added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeToast(page, 'Account successfully added');

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: /^EUR/ }).click();
  await expect(page.getByText('Current account: EUR')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('€0.00');
  await screenshot(page, 'accounts-switched-eur');

  // The funding page follows the current account: euro prefix and the EUR minimum deposit.
  await page.goto('/en/trading#/show/funding');
  await expect(page.getByLabel('Amount (EUR)')).toHaveValue('250');
  await page.getByText('Bonus tiers and paying in crypto').click();
  await expect(page.getByRole('button', { name: /Bronze/ })).toContainText('€1,000.00');
  await page.getByRole('tab', { name: 'Bank transfer' }).click();
  const bank = page.getByRole('form', { name: 'Bank transfer' });
  await bank.getByLabel('Amount (EUR)').fill('200');
  await bank.getByRole('button', { name: 'Request bank details' }).click();
  await expect(bank.getByText('Wrong amount! Min deposit €250.00')).toBeVisible();
  await bank.getByLabel('Amount (EUR)').fill('250');
  await bank.getByRole('button', { name: 'Request bank details' }).click();
  await expect(bank.getByText('Your request has been received.')).toBeVisible();

  // Fixed (exchange) mode picks the account it runs on through /api/us/set_account_exchange.
  await page.getByRole('tab', { name: 'Bitcoin' }).click();
  const crypto = page.getByRole('form', { name: 'Deposit with crypto' });
  await crypto.getByLabel('Pay a fixed crypto amount (exchange mode)').check();
  await expect(crypto.getByLabel('Exchange account')).toHaveValue(/\d+/);
  const exchange = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/us/set_account_exchange');
  const usd = await crypto.getByLabel('Exchange account').getByRole('option', { name: /^USD/ }).getAttribute('value');
  await crypto.getByLabel('Exchange account').selectOption(usd ?? '');
  await exchange;
  await expect(crypto.getByLabel('Exchange account')).toHaveValue(usd ?? '');
  // The exchange choice is its own: the trader's current (fiat) account, and so the Balance, stay on EUR.
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('€0.00');
  await expect(crypto.getByRole('region', { name: 'Exchange balances' })).toContainText('0.00000 BTC');
});

// A new EUR account of a trader in Germany starts at the country's minimum (the seeded DE/EUR rule, 500), not the
// usual 250: the deposit screen says whose minimum it is, in en and ru, rather than showing 500 unexplained.
test("a new EUR account starts at its minimum deposit and the deposit screen says why", async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'accounts-de', country: 'DE', firstName: 'Greta', lastName: 'Euro' });
  await login(page, email, TRADER_PASSWORD);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a currency account' });
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await closeToast(page, 'Account successfully added');
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: /^EUR/ }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('€0.00');

  await page.goto('/en/trading#/show/funding');
  const amount = page.getByLabel('Amount (EUR)').first();
  await expect(amount).toHaveValue('500');
  await expect(amount).toHaveAccessibleDescription('Minimum deposit on this account: €500.00, the minimum for your country.');
  await expectNoAxeViolations(page);
  await screenshot(page, 'funding-eur-minimum-en-390');
  await page.goto('/ru/trading#/show/funding');
  await expect(page.getByText('Минимальный депозит на этом счёте — €500,00: это минимум для вашей страны.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'funding-eur-minimum-ru-390');

  // The usual minimum needs no explanation: back on the USD account, the amount starts at it and says nothing more.
  await page.goto('/en/trading#/home');
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: /^USD/ }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');
  await page.goto('/en/trading#/show/funding');
  await expect(page.getByLabel('Amount (USD)').first()).toHaveValue('250');
  await expect(page.getByText(/^Minimum deposit on this account/)).toHaveCount(0);
});

test('a demo account (DEMO_MANUAL) is marked in the balances list and does not block its currency', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'demo-acc', firstName: 'Demo', lastName: 'Holder' });
  expect((await page.request.post('/sandbox/demo_account', { data: { email, currency: 'EUR', amount: '10000' } })).ok()).toBe(true);
  await login(page, email, TRADER_PASSWORD);

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  const list = page.getByRole('group', { name: 'Accounts' });
  await expect(list.getByRole('button', { name: /^EUR/ })).toContainText('Demo');
  await expect(list.getByRole('button', { name: /^EUR/ })).toContainText('€10,000.00');
  await expect(list.getByRole('button', { name: /^USD/ })).not.toContainText('Demo');
  await screenshot(page, 'accounts-demo-marked');
  await list.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a currency account' });
  await expect(dialog.getByRole('option', { name: 'EUR', exact: true })).toBeEnabled();
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Account successfully added')).toBeVisible();
  await closeToast(page, 'Account successfully added');
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await expect(list.getByRole('button', { name: /^EUR/ })).toHaveCount(2);
});
