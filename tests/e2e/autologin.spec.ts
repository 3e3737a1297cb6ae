import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/fixtures';

// /{lang}/autologin#email=…&password=…[&redirect=…]: the credentials ride in the fragment, which the browser never
// sends, and leave the address bar and history at once.

function autologinPath(lang: string, fields: Record<string, string>): string {
  return `/${lang}/autologin#${new URLSearchParams(fields).toString()}`;
}

test('autologin signs in from the fragment, opens the redirect route, and leaves the password nowhere', async ({ page }) => {
  await page.goto('/en/login'); // something to go back to
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(autologinPath('en', { email: DEMO_EMAIL, password: DEMO_PASSWORD, redirect: '/show/history' }));

  await expect(page).toHaveURL(/\/en\/trading#\/show\/history$/);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  // No request line carried the password (the fragment never leaves the browser)…
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) expect(url).not.toMatch(/password|Demo1234/);
  // …and the autologin entry was replaced: back is the login screen, forward the trading app.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/trading#\/show\/history$/);
});

test('autologin with a wrong password, or with nothing, goes to the login screen', async ({ page }) => {
  await page.goto(autologinPath('en', { email: DEMO_EMAIL, password: 'not-the-password' }));
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/ru/autologin');
  await expect(page).toHaveURL(/\/ru\/login$/);

  // Credentials in the query string (the old form) are not used: they went to the server in the request line.
  await page.goto(`/en/autologin?email=${encodeURIComponent(DEMO_EMAIL)}&password=${encodeURIComponent(DEMO_PASSWORD)}`);
  await expect(page).toHaveURL(/\/en\/login$/);
});
