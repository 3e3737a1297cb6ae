import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { login, registerTrader } from './support/fixtures';

// Password recovery end to end: the forgot screen mails a link (the sandbox keeps it: GET /sandbox/mail), the link
// opens /{lang}/reset with the token in the fragment, a new password signs the trader in; the link works once.

type Mail = { to: string; subject: string; text: string; html: string; sent_at: number };

/**
 * The newest recovery link mailed to `email`, as a path with its fragment (the origin is this worker's server). The
 * mail is made after the request's reply, so it may take a moment to arrive.
 */
async function mailedLink(page: Page, email: string, count = 1): Promise<string> {
  const read = async () => {
    const reply = await page.request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`);
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { messages: Mail[] }).messages;
  };
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  const messages = await read();
  const match = /https?:\/\/[^\s/]+(\/en\/reset#token=[\w-]+)/.exec(messages.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

test('a trader asks for a recovery link, sets a new password from the mail, lands on home and logs in with it', async ({ page, browser }) => {
  const email = await registerTrader(page, { prefix: 'reset', firstName: 'Rita' });

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');
  await expectNoAxeViolations(page);

  const link = await mailedLink(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The token left the address bar at once (and with it the history entry).
  await expect(page).toHaveURL(/\/en\/reset$/);
  await expectNoAxeViolations(page);
  // Fits a 390 px phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const newPassword = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat the new password', { exact: true });
  await newPassword.fill('short');
  await repeat.fill('short');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(newPassword).toBeFocused();
  await expect(page.getByText('Use at least 8 characters with at least one letter and one digit.')).toBeVisible();
  await newPassword.fill('Renewed2468');
  await repeat.fill('Renewed2469');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByText("The values don't match.")).toBeVisible();
  await repeat.fill('Renewed2468');
  await page.getByRole('button', { name: 'Save and log in' }).click();

  await expect(page).toHaveURL(/\/en\/trading/);
  await expect(page.getByRole('heading', { name: /Rita/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();

  // Another browser: the used link is refused with a way to ask again, and the new password logs in.
  const other = await browser.newPage();
  try {
    await other.goto(link);
    await other.getByLabel('New password', { exact: true }).fill('Another2468');
    await other.getByLabel('Repeat the new password', { exact: true }).fill('Another2468');
    await other.getByRole('button', { name: 'Save and log in' }).click();
    await expect(other.getByRole('alert')).toContainText('This reset link has expired or was already used.');
    await expectNoAxeViolations(other);
    await other.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(other).toHaveURL(/\/en\/forgot$/);

    await login(other, email, 'Renewed2468');
    await expect(other.getByRole('status', { name: 'Balance' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the reset page opened without a token says so and links to the recovery screen', async ({ page }) => {
  await page.goto('/ru/reset');
  await expect(page.getByRole('alert')).toContainText('Эта страница открывается по ссылке из письма');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
  await expect(page).toHaveURL(/\/ru\/forgot$/);
});
