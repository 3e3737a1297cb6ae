import { expect, test } from '@playwright/test';
import { login, uniqueEmail } from './support/fixtures';

const PASSWORD = 'Secret123!';

test('a sandbox signal pops up on home with its 60 s ring, closes by itself, and shows once per day', async ({ context, page }) => {
  await context.clock.install();
  const email = uniqueEmail('signal');
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const registered = await page.request.post('/api/register', {
    headers: { 'X-CSRF-Token': token },
    data: { country: 'GB', currency: 'USD', login: email, password: PASSWORD, firstName: 'Sid', lastName: 'Signal', phone: '7700900123', phone_prefix: '44', promo: '' },
  });
  expect(await registered.json()).toMatchObject({ return: true });
  const issued = await page.request.post('/sandbox/signal', { data: { email, id: 'e2e-signal-1' } });
  expect(issued.ok()).toBe(true);

  // The poller loads right after the trading shell; its first task (the user refresh) says it is running.
  const pollerRunning = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/fraud/user');
  await login(page, email, PASSWORD);
  await page.goto('/en/trading#/home');
  await pollerRunning;
  // Home renders its content a frame after the shell; the paused fake clock lets that frame pass only when moved.
  await context.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'Welcome back, Sid!' })).toBeVisible();
  // The first signals poll runs 5 s after the poller starts.
  await context.clock.runFor(6_000);
  const popup = page.getByRole('dialog', { name: 'Trading signal' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  const ring = popup.getByRole('timer');
  await expect(ring).toHaveAttribute('aria-label', /^(60|59) seconds left$/);

  await context.clock.runFor(30_000);
  await expect(ring).toHaveAttribute('aria-label', /^(30|29|28) seconds left$/);
  await context.clock.runFor(31_000);
  await expect(popup).toBeHidden();

  // Once per day per id: a reload and the next polls do not show it again.
  const pollerAgain = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/fraud/user');
  await page.reload();
  await pollerAgain;
  await context.clock.runFor(6_000);
  await context.clock.runFor(300_000);
  await expect(popup).toBeHidden();
});
