import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { closeToast, login, quietPopups, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';

// The practice account at the phone width: opened once from Accounts with virtual money, marked on every screen
// (the balance, a banner, the platform's ticket), never funded or withdrawn, reset and left for the real account.

const platformOf = (page: Page) => page.frameLocator('iframe.trading-platform__frame');

/** The accounts list in the Russian shell: behind the account menu on a phone. */
async function openAccountsRu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Меню аккаунта' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const accounts = page.getByRole('button', { name: 'Счета', exact: true });
  if ((await accounts.getAttribute('aria-expanded')) !== 'true') await accounts.click();
  await expect(page.getByRole('group', { name: 'Счета', exact: true })).toBeVisible();
}

test('open, trade on, reset and leave the practice account (en)', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'practice', firstName: 'Pia', lastName: 'Practice' });
  await login(page, email, TRADER_PASSWORD);
  await quietPopups(page);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');

  // Home's account summary offers it to a trader who has none.
  const offer = page.getByRole('region', { name: 'Practice account' });
  await expect(offer).toContainText('virtual money');
  await offer.getByRole('button', { name: 'Open practice account' }).click();
  await expect(page.getByText('Practice account opened with $10,000.00 of virtual money.')).toBeVisible();
  await closeToast(page, 'Practice account opened');

  const pill = page.getByRole('status', { name: 'Practice balance' });
  await expect(pill).toContainText('$10,000.00');
  await expect(pill).toContainText('Practice');
  const banner = page.getByRole('region', { name: 'Practice account' });
  await expect(banner).toContainText('virtual money');
  await expect(page.getByRole('button', { name: 'Open practice account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset practice balance' })).toBeVisible();

  // The platform's ticket says it too (it reads the current account when it loads).
  await page.reload();
  await expect(platformOf(page).getByText('Practice account: virtual money')).toBeVisible();
  await platformOf(page).getByRole('button', { name: 'Call', exact: true }).click();
  await expect(platformOf(page).getByText('Trade opened')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Practice balance' })).not.toContainText('$10,000.00');
  await expectNoAxeViolations(page);
  await screenshot(page, 'practice-home-en-390');

  // Deposit and Withdraw are for real money: the screens say so and offer the real account.
  await page.goto('/en/trading#/show/funding');
  await expect(page.getByRole('heading', { name: 'Deposits are for real accounts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to real account' })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await screenshot(page, 'practice-funding-en-390');
  await page.goto('/en/trading#/show/withdrawal');
  await expect(page.getByRole('heading', { name: 'Withdrawals are for real accounts' })).toBeVisible();

  // Reset brings the starting amount back.
  await page.goto('/en/trading#/home');
  await page.getByRole('button', { name: 'Reset practice balance' }).click();
  await expect(page.getByText('Practice balance reset to $10,000.00.')).toBeVisible();
  await closeToast(page, 'Practice balance reset');
  await expect(page.getByRole('status', { name: 'Practice balance' })).toContainText('$10,000.00');

  // Back to real money from the banner: no mark, the real balance, and the way back to practice.
  await page.getByRole('region', { name: 'Practice account' }).getByRole('button', { name: 'Switch to real account' }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');
  await expect(page.getByRole('status', { name: 'Practice balance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch to practice' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'practice-back-to-real-en-390');
});

test('the practice account from the Accounts menu, in Russian', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'practice-ru', firstName: 'Пётр', lastName: 'Учебный' });
  await login(page, email, TRADER_PASSWORD);
  await quietPopups(page);
  await page.goto('/ru/trading#/home');
  await expect(page.getByRole('status', { name: 'Баланс' })).toBeVisible();

  await openAccountsRu(page);
  await page.getByRole('group', { name: 'Счета', exact: true }).getByRole('button', { name: 'Открыть учебный счёт' }).click();
  await expect(page.getByText(/Учебный счёт открыт: на нём \$10\s000,00 виртуальных денег/)).toBeVisible();
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Учебный счёт открыт' }).getByRole('button', { name: 'Закрыть сообщение' }).click();

  await expect(page.getByRole('status', { name: 'Учебный баланс' })).toContainText('10 000,00');
  await expect(page.getByRole('region', { name: 'Учебный счёт' }).first()).toContainText('виртуальные деньги');
  await expectNoAxeViolations(page);
  await screenshot(page, 'practice-home-ru-390');

  // The accounts list marks it.
  await openAccountsRu(page);
  await expect(page.getByRole('group', { name: 'Счета', exact: true }).getByRole('button', { name: /Учебный/ })).toContainText('10 000,00');
  await page.keyboard.press('Escape');

  await page.goto('/ru/trading#/show/funding');
  await expect(page.getByRole('heading', { name: 'Пополнение — только для реальных счетов' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'practice-funding-ru-390');
  await page.getByRole('main').getByRole('button', { name: 'Перейти на реальный счёт' }).click();
  await expect(page.getByRole('status', { name: 'Баланс' })).toContainText('0,00');
  await expect(page.getByRole('heading', { name: 'Пополнение — только для реальных счетов' })).toHaveCount(0);
});
