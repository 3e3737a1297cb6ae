import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { cardDeposit, login, registerTrader, screenshot } from './support/fixtures';
import { goToScreen } from './support/shell';

const PASSWORD = 'Secret123!';

test('an affiliate link: a visitor registers through it and deposits, the commission is held until traded and moves to the balance', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'affiliate', country: 'GB', firstName: 'Alma', lastName: 'Affiliate', password: PASSWORD });
  await login(page, email, PASSWORD);
  await goToScreen(page, 'Affiliate');
  await expect(page).toHaveURL(/#\/show\/affiliate$/);
  await expect(page.getByRole('heading', { name: 'Affiliate program', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no links yet.')).toBeVisible();

  // Both fields are required; what was typed stays.
  const form = page.getByRole('region', { name: 'New link' });
  await form.getByRole('button', { name: 'Create link' }).click();
  // Each field says what it lacks, once.
  await expect(form.getByText('Enter a name for the link.')).toHaveCount(1);
  await expect(form.getByText('Choose a landing page.')).toHaveCount(1);
  await form.getByLabel('Link name').fill('My trading blog');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByLabel('Link name')).toHaveValue('My trading blog');
  await form.getByLabel('Landing page').selectOption({ label: 'Registration page' });
  await form.getByRole('button', { name: 'Create link' }).click();
  const link = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'My trading blog' }) });
  await expect(link).toContainText('Registration page');
  const url = (await link.locator('code').textContent()) ?? '';
  expect(url).toMatch(/\/r\/[\w-]{8,32}\?lang=en$/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'affiliate-390');

  // A visitor opens the link (in their own browser), lands on registration, registers, and deposits 500.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor).toHaveURL(/\/en\/register$/);
  const referred = await registerTrader(visitor, { prefix: 'referred', country: 'GB', firstName: 'Rita', lastName: 'Referred', password: PASSWORD });
  await login(visitor, referred, PASSWORD);
  await cardDeposit(visitor, '500', { firstName: 'Rita', lastName: 'Referred' });

  // 10 % of the approved deposit: $50.00 on the link, held until Rita trades that money.
  await page.reload();
  await expect(link.getByRole('definition').nth(0)).toHaveText('1'); // clicks
  await expect(link.getByRole('definition').nth(1)).toHaveText('1'); // registrations
  await expect(link.getByRole('definition').nth(2)).toHaveText('1'); // deposits
  await expect(link.getByRole('definition').nth(3)).toHaveText('$50.00');
  const balance = page.getByRole('region', { name: 'Affiliate balance' });
  await expect(balance).toContainText('$0.00');

  // Rita trades her deposit in the platform: the commission is released to the affiliate balance.
  await visitor.goto('/en/trading#/home');
  const platform = visitor.frameLocator('iframe[title="Trading platform"]');
  await platform.getByLabel('Amount').fill('500');
  await platform.getByRole('button', { name: 'Call' }).click();
  await expect(platform.locator('#open li')).toHaveCount(1);
  await visitorContext.close();
  await page.reload();
  await expect(balance).toContainText('$50.00');

  // The transfer: whole dollars only, then $30 lands in the trading account once.
  await balance.getByLabel('Amount to transfer').fill('10.5');
  await balance.getByRole('button', { name: 'Transfer' }).click();
  await expect(balance.getByText('Wrong amount')).toBeVisible();
  await balance.getByLabel('Amount to transfer').fill('30');
  await balance.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('$30.00 moved to your trading account.')).toBeVisible();
  await expect(balance).toContainText('$20.00');
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$30.00');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'affiliate-1280');
});
