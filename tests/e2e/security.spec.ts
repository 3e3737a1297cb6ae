import { expect, test } from '@playwright/test';
import { loginAsDemo } from './support/fixtures';

test('server HTML is sanitized: scripts and handlers in a fragment never run', async ({ page }) => {
  await page.route('**/api/pg/trading-main*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<section><h1>Hostile page</h1>
        <script>window.__pwned = 'script'</script>
        <img src="/nope.png" onerror="window.__pwned = 'onerror'">
        <a href="javascript:window.__pwned='link'">Click</a>
        <div data-widget="account-summary" data-props='{}'></div></section>`,
    }),
  );
  await loginAsDemo(page);
  await expect(page.getByRole('heading', { name: 'Hostile page' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your accounts' })).toBeVisible();
  await page.getByText('Click').click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('.fragment script, .fragment [onerror]').count()).toBe(0);
});

test('the shell is served with a strict Content-Security-Policy and safe cookies', async ({ page }) => {
  const response = await page.goto('/en/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/frame-src [^;]*127\.0\.0\.1/);
  await loginAsDemo(page);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'sid');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
});
