import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_EMAIL, loginAsDemo, screenshot, uniqueEmail } from './support/fixtures';
import { openAccountMenu } from './support/shell';

test.describe('guest screens and login', () => {
  test('a new trader registers from a promo link, lands on the trading home, and finds the code on the funding page', async ({ page }) => {
    await page.goto('/en/register?promo=WELCOME50');
    await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME50');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('register'));
    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    await page.getByLabel('Country').selectOption({ label: 'Germany (+49)' }).catch(async () => {
      await page.getByLabel('Country').selectOption('DE');
    });
    await page.getByLabel('Phone').fill('15123456789');
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/en\/trading#\/home$/);
    // A brand-new trader is welcomed, not welcomed back.
    await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');

    // The funding page's `add=promo` prefills the code the trader came with.
    await page.goto('/en/trading#/show/funding/promo');
    await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME50');
    await expect(page.getByLabel('Promo code')).toBeFocused();
  });

  test('the demo account logs in and sees its balance', async ({ page }) => {
    await loginAsDemo(page);
    await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Online$/ })).toBeVisible();
  });

  test('a wrong password shows the error and stays on the login screen', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
    await expect(page).toHaveURL(/\/en\/login/);
  });

  test('an empty required field blocks submit and takes the focus', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/en\/login/);
  });

  test('the login redirect fragment takes the trader where they were going', async ({ page }) => {
    await page.goto('/en/login?rd=/show/history');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/trading#\/show\/history$/);
  });

  test('password recovery and the contact form confirm what they sent', async ({ page }) => {
    await page.goto('/en/forgot');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The server's help copy beside the form has a heading of the same words; the answer is the form's status.
    await expect(page.getByRole('status').getByText(/we have sent|if this email/i)).toBeVisible();

    await page.goto('/en/contact');
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByLabel('Message', { exact: true }).fill('How do I verify my account?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  });

  test('the language switch in the trading app keeps the screen', async ({ page }) => {
    await loginAsDemo(page);
    await openAccountMenu(page);
    await page.getByRole('link', { name: 'ru' }).click();
    await expect(page).toHaveURL(/\/ru\/trading#\/home$/);
    await expect(page.getByRole('heading', { name: /С возвращением/ })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Меню аккаунта' });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  });

  test('Russian is served under /ru', async ({ page }) => {
    await page.goto('/ru/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('a trader still asked to validate a transaction is taken to the validate page', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByLabel('Email', { exact: true }).fill('validate@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/sw\/validate$/);
    // Nothing on the page gives the answer away: not the example, not the balance.
    await expect(page.getByRole('heading', { name: 'Confirm your recent transaction' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('100.50');
    await expect(page.locator('body')).not.toContainText('100,50');
    await expectNoAxeViolations(page);
    await screenshot(page, 'validate-390');
    await page.getByLabel('Amount').fill('12.345');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please enter the correct amount without any extra characters')).toBeVisible();
    await page.getByLabel('Amount').fill('99.99');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText('4');
    await page.getByLabel('Amount').fill('100,50');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('a blocked trader sees the verify prompt instead of trading', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByLabel('Email', { exact: true }).fill('blocked@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/trading/);
    await expect(page.getByRole('alert').filter({ hasText: /verif/i })).toBeVisible();
  });
});
