import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/axe';
import { advanceServerClock, login, quietPopups, registerTrader, sandboxMail, screenshot, serverNow, TRADER_PASSWORD } from './support/fixtures';
import { openAccountMenu } from './support/shell';

// Account protection as a trader meets it on the Security screen: two-factor sign-in set up from the key the screen
// shows (the code computed here with the same TOTP library an app uses), a passkey made by Chromium's virtual
// authenticator, and the list of signed-in sessions, one of them signed out from another browser.

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** What an authenticator app shows for `key` now, on the server's clock (the e2e server's runs ahead of the machine's). */
async function appCode(page: Page, key: string): Promise<string> {
  return new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: await serverNow(page) });
}

async function logOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login/);
}

async function openSecurity(page: Page, lang = 'en'): Promise<void> {
  await page.goto(`/${lang}/trading#/show/security`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .skeleton')).toHaveCount(0);
}

test('two-factor: set up from the shown key and a code, ten recovery codes to download, then the sign-in asks for the code', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'tfa' });
  await login(page, email, TRADER_PASSWORD);
  await quietPopups(page);
  await openSecurity(page);
  const block = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(block.getByText('Off', { exact: true })).toBeVisible();
  await block.getByRole('button', { name: 'Set up two-factor authentication' }).click();

  // The QR code and the key as text carry the same key.
  const qr = block.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  const key = ((await block.getByLabel('Key for your authenticator app').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  expect(await qr.getAttribute('data-value')).toMatch(new RegExp(`^otpauth://totp/Trader:.*secret=${key}`));
  await expect(block.getByLabel('Code from the app')).toBeVisible();
  await expectNoAxeViolations(page, '.page-security');
  await screenshot(page, 'security-2fa-setup-390');

  // A wrong code is refused in place; the app's code turns it on.
  await block.getByLabel('Code from the app').fill('000000');
  await block.getByRole('button', { name: 'Turn on' }).click();
  await expect(block.getByText('That code is not right')).toBeVisible();
  await block.getByLabel('Code from the app').fill(await appCode(page, key));
  await block.getByRole('button', { name: 'Turn on' }).click();
  await expect(block.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const codes = (await block.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  const [download] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: 'Download codes (.txt)' }).click()]);
  expect(download.suggestedFilename()).toBe('trader-recovery-codes.txt');
  const text = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(text).toContain(`${code}\n`);
  await expectNoAxeViolations(page, '.page-security');
  await screenshot(page, 'security-2fa-codes-390');
  await block.getByRole('button', { name: 'I have saved them' }).click();
  await expect(block.getByText('Recovery codes left: 10.')).toBeVisible();

  await openSecurity(page, 'ru');
  const ru = page.getByRole('region', { name: 'Двухфакторная аутентификация' });
  await expect(ru.getByText('Включена', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '.page-security');
  await screenshot(page, 'security-ru-390');
  await page.goto('/en/trading#/home');

  // Signing in again: the password, then the code (the one that turned it on is spent: the next 30 seconds' code).
  await logOut(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TRADER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshot(page, 'login-code-390');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login/);
  await advanceServerClock(page, 30_000);
  await code.fill(await appCode(page, key));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/en\/trading/);
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();

  // A recovery code signs in once, in place of the app's code (a lost phone).
  await logOut(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TRADER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Authentication code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/en\/trading/);
});

test('passkey: made by the browser\'s authenticator on the Security screen, it then signs in without the password', async ({ page }) => {
  // Chromium's virtual authenticator stands in for a phone's or laptop's: it keeps resident keys and verifies the user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const email = await registerTrader(page, { prefix: 'passkey' });
  await login(page, email, TRADER_PASSWORD);
  await quietPopups(page);
  await openSecurity(page);
  const block = page.getByRole('region', { name: 'Passkeys' });
  await expect(block.getByText('You have no passkeys yet.')).toBeVisible();
  await block.getByLabel(/Name of the passkey/).fill('Work laptop');
  await block.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(block.getByText('Passkey "Work laptop" added')).toBeVisible();
  await expect(block.getByRole('listitem').filter({ hasText: 'Work laptop' })).toContainText('not used yet');
  await expectNoAxeViolations(page, '.page-security');
  await screenshot(page, 'security-passkey-390');

  await logOut(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/en\/trading/);
  await openSecurity(page);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Work laptop' })).toContainText('last used');

  // Removing it takes the password.
  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Work laptop' });
  await dialog.getByLabel('Current password', { exact: true }).fill('Wrong1234!');
  await dialog.getByRole('button', { name: 'Remove the passkey' }).click();
  await expect(dialog.getByText('The password is not right.')).toBeVisible();
  await expectNoAxeViolations(page, '.dialog');
  await dialog.getByLabel('Current password', { exact: true }).fill(TRADER_PASSWORD);
  await dialog.getByRole('button', { name: 'Remove the passkey' }).click();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText('You have no passkeys yet.')).toBeVisible();
});

/** A signed-out browser's next step: its own poll may send it to the login first, which cuts this navigation short. */
async function stepInto(page: Page, url: string): Promise<void> {
  await page.goto(url).catch((error: unknown) => {
    if (!(error instanceof Error && error.message.includes('interrupted by another navigation'))) throw error;
  });
}

test('sessions: a second browser is listed, mailed about and signed out from the first; "everywhere else" ends the rest', async ({ page, browser }) => {
  const email = await registerTrader(page, { prefix: 'sessions' });
  await login(page, email, TRADER_PASSWORD);
  await quietPopups(page);
  // Another browser, a phone's: its sign-in is new to the account, so the trader gets a mail.
  const phoneContext = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await login(phone, email, TRADER_PASSWORD);
  await expect.poll(async () => (await sandboxMail(page, email)).map((mail) => mail.subject)).toEqual(['New sign-in to your account']);
  const [notice] = await sandboxMail(page, email);
  expect(notice?.text).toContain('Safari 17 on iOS, on a local network');
  expect(notice?.text).toContain('/en/trading#/show/security');

  await openSecurity(page);
  const block = page.getByRole('region', { name: 'Devices and sessions' });
  const rows = block.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first()).not.toContainText('Sign out');
  const phoneRow = rows.filter({ hasText: 'Safari 17 on iOS' });
  await expect(phoneRow).toContainText('Local network');
  await expectNoAxeViolations(page, '.page-security');
  await screenshot(page, 'security-sessions-390');

  await phoneRow.getByRole('button', { name: /^Sign out Safari 17 on iOS/ }).click();
  await expect(block.getByText('That session was signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The phone finds itself signed out at its next step (or its own poll finds it first and goes to the login).
  await stepInto(phone, '/en/trading#/show/history');
  await expect(phone).toHaveURL(/\/en\/login/);

  // A third browser, then "Sign out everywhere else": it ends too, this one stays.
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await login(laptop, email, TRADER_PASSWORD);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await block.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(block.getByText('Signed out everywhere else. Sessions ended: 1.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await stepInto(laptop, '/en/trading#/show/history');
  await expect(laptop).toHaveURL(/\/en\/login/);
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();

  await openSecurity(page, 'ru');
  await expect(page.getByRole('region', { name: 'Устройства и сеансы' }).getByText('Это устройство')).toBeVisible();
  await screenshot(page, 'security-sessions-ru-390');
  await phoneContext.close();
  await laptopContext.close();
});
