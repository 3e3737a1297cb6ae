import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { appPost, invoiceValue, login, registerTrader, screenshot, waitForServiceWorkerControl } from './support/fixtures';

// Crypto invoices: the invoice page at /api/{coin}/invoice/{guid}, its QR, copy buttons, countdown and
// status, settled or expired through the sandbox chain (CONTRACT.md), and its last state offline.

const PASSWORD = 'Trade1234!';

async function newTrader(page: Page, currency = 'USD'): Promise<string> {
  const email = await registerTrader(page, { prefix: 'crypto', currency, firstName: 'Coin', lastName: 'Tester', password: PASSWORD });
  await login(page, email, PASSWORD);
  return email;
}

async function createInvoice(page: Page, coin: string, amount = '300'): Promise<string> {
  const body = (await appPost(page, `/api/${coin}/pay`, { amount, bonus: '0', fixed: false, currency: 'USD', is_erc20: false, token: '' }, true)) as {
    return: boolean;
    guid: string;
  };
  expect(body.return).toBe(true);
  return body.guid;
}

async function chain(page: Page, guid: string, status: 'su' | 'ex'): Promise<void> {
  const reply = await page.request.post(`/sandbox/invoice/${guid}`, { data: { status } });
  expect(((await reply.json()) as { status: string }).status).toBe(status);
}

/** Moves the page clocks in 5 s steps with a moment of real time after each, so due checks reach the server. */
async function runClock(context: BrowserContext, page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 5_000) {
    await context.clock.runFor(5_000);
    await page.waitForTimeout(40);
  }
}

const invoiceStatus = (page: Page) => page.getByRole('status', { name: 'Status' });

test('a BTC invoice shows address, QR and countdown, copies the address, and turns to success when paid', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.clock.install();
  const checks: string[] = [];
  context.on('request', (request) => {
    if (/\/api\/[a-z]+\/check$/.test(new URL(request.url()).pathname)) checks.push(request.url());
  });
  await newTrader(page);
  const guid = await createInvoice(page, 'btc');
  await page.goto(`/api/btc/invoice/${guid}`);

  await expect(page.getByRole('heading', { name: 'Bitcoin invoice' })).toBeVisible();
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  const address = invoiceValue(page, 'Address');
  await expect(address).toHaveText(/^bc1q[02-9ac-hj-np-z]{38}$/);
  await expect(invoiceValue(page, 'Amount')).toHaveText('0.00500 BTC');
  const qr = page.getByRole('img', { name: 'QR code of the payment address and amount' });
  await expect(qr).toBeVisible();
  await expectNoAxeViolations(page);
  const addressText = (await address.textContent()) ?? '';
  // The same exact amount everywhere: shown, copied and asked for by the QR.
  await expect(qr).toHaveAttribute('data-value', `bitcoin:${addressText}?amount=0.00500`);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(60:00|59:\d\d)$/);
  await runClock(context, page, 10_000);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^59:[45]\d$/);

  await page.getByRole('button', { name: 'Copy amount' }).click();
  await expect(page.getByText('Amount copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.00500');
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(addressText);
  await screenshot(page, 'crypto-invoice-waiting');

  // A trading tab beside the invoice: its layout balance follows the credit when the poller sees the invoice paid,
  // well before the 90 s user refresh (the leader refreshed the user when it started, under 90 s ago by the end).
  const trading = await context.newPage();
  await trading.goto('/en/trading');
  const balance = trading.getByRole('status', { name: 'Balance' });
  await expect(balance).toContainText('$0.00');

  await chain(page, guid, 'su');
  await runClock(context, page, 65_000);
  await expect(invoiceStatus(page)).toContainText('Payment received');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await screenshot(page, 'crypto-invoice-paid');
  await expect(balance).toContainText('$300.00');
  await trading.close();
  const user = (await appPost(page, '/api/fraud/user', {})) as { user: { available: string } };
  expect(user.user.available).toBe('300.00');

  // Paid: no more checks however long the page stays open.
  const afterPaid = checks.length;
  await runClock(context, page, 180_000);
  expect(checks.length).toBe(afterPaid);
});

test('another invoice expires; an open invoice shows its last state and countdown offline after a reload', async ({ page, context }) => {
  await newTrader(page);
  const expiring = await createInvoice(page, 'eth');
  const open = await createInvoice(page, 'ltc');

  await page.goto(`/api/ltc/invoice/${open}`);
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Litecoin invoice' })).toBeVisible();
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  await expect(page.getByText(/^You're offline: this is the invoice as it was last checked, /)).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(60:00|59:\d\d)$/);
  await expect(invoiceValue(page, 'Address')).toHaveText(/^ltc1q/);
  await screenshot(page, 'crypto-invoice-offline');
  await context.setOffline(false);

  await context.clock.install();
  await page.goto(`/api/eth/invoice/${expiring}`);
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  await expect(invoiceValue(page, 'Address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await chain(page, expiring, 'ex');
  await runClock(context, page, 65_000);
  await expect(invoiceStatus(page)).toContainText('Invoice expired');
  await screenshot(page, 'crypto-invoice-expired');
});

test('a paid vload invoice goes to /api/vload/finish and lands on the funding success', async ({ page, context }) => {
  await context.clock.install();
  await newTrader(page);
  const guid = await createInvoice(page, 'vload');
  await page.goto(`/api/vload/invoice/${guid}?lang=en`);
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  const finish = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/vload/finish');
  await chain(page, guid, 'su');
  await runClock(context, page, 65_000);
  expect(new URL((await finish).url()).searchParams.get('lang')).toBe('en');
  await expect(page).toHaveURL(/\/en\/trading#\/show\/funding\/payment_success$/);
  await expect(page.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
});

test('an invoice expired by the server clock is seen as expired by the check at the countdown end', async ({ page, context }) => {
  await context.clock.install();
  await newTrader(page);
  const guid = await createInvoice(page, 'btc');
  await page.goto(`/api/btc/invoice/${guid}`);
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  const sandboxClock = async (ms: number) => expect((await page.request.post('/sandbox/clock', { data: { advance_ms: ms } })).ok()).toBe(true);
  // The server's clock moves 59.5 minutes on; the next regular check brings the countdown down to what is left.
  await sandboxClock(3_570_000);
  await runClock(context, page, 65_000);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^00:[0-2]\d$/);
  await expect(invoiceStatus(page)).toContainText('Waiting for payment');
  // The server's hour is up (its own rule: no sandbox "ex")…
  await sandboxClock(60_000);
  let checks = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/btc/check') checks += 1;
  });
  // …and the page learns it from the one check its countdown's end makes (the 60 s rhythm is not due yet).
  await runClock(context, page, 35_000);
  await expect(invoiceStatus(page)).toContainText('Invoice expired');
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(checks).toBe(1);
});

// Like every other screen, an invoice opens offline from its last copy: a paid or an expired one shows its last known
// state, marked as such (when it was last checked), without a countdown, QR or copy button; one this device never
// opened says that, rather than asking to connect as if something had failed.
test('a paid and an expired invoice open offline from their last copy, marked; one never opened here says so', async ({ page, context }) => {
  await newTrader(page);
  const paid = await createInvoice(page, 'btc');
  const expired = await createInvoice(page, 'eth');
  const unseen = await createInvoice(page, 'ltc');
  await chain(page, paid, 'su');
  await chain(page, expired, 'ex');
  // Opened once online: the page keeps the server's answer.
  await page.goto(`/api/btc/invoice/${paid}`);
  await expect(invoiceStatus(page)).toContainText('Payment received');
  await waitForServiceWorkerControl(page);
  await page.goto(`/api/eth/invoice/${expired}`);
  await expect(invoiceStatus(page)).toContainText('Invoice expired');

  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(`/api/btc/invoice/${paid}`);
  await expect(offline.getByRole('heading', { name: 'Bitcoin invoice' })).toBeVisible();
  await expect(invoiceStatus(offline)).toContainText('Payment received');
  await expect(offline.getByText(/^You're offline: this is the invoice as it was last checked, /)).toBeVisible();
  await expect(offline.getByText('Credited $300.00 to your account.')).toBeVisible();
  await expect(offline.getByRole('timer')).toHaveCount(0);
  await expect(offline.getByRole('img', { name: 'QR code of the payment address and amount' })).toHaveCount(0);
  await expectNoAxeViolations(offline);
  await screenshot(offline, 'crypto-invoice-paid-offline-en-390');
  await offline.reload();
  await expect(invoiceStatus(offline)).toContainText('Payment received');

  await offline.goto(`/api/eth/invoice/${expired}`);
  await expect(invoiceStatus(offline)).toContainText('Invoice expired');
  await expect(offline.getByText(/^You're offline: this is the invoice as it was last checked, /)).toBeVisible();

  await offline.goto(`/api/ltc/invoice/${unseen}`);
  await expect(offline.getByText("You're offline, and this invoice has not been opened on this device yet. Connect to the internet to see it.")).toBeVisible();
  await expect(offline.getByRole('link', { name: 'Back to funding' })).toBeVisible();
  await expectNoAxeViolations(offline);

  // In Russian, at the phone's width.
  await offline.goto(`/api/btc/invoice/${paid}?lang=ru`);
  await expect(offline.getByRole('status', { name: 'Статус' })).toContainText('Платёж получен');
  await expect(offline.getByText(/^Нет сети: так выглядел счёт при последней проверке, /)).toBeVisible();
  await expectNoAxeViolations(offline);
  await screenshot(offline, 'crypto-invoice-paid-offline-ru-390');

  // Back online, the unseen one loads and is kept.
  await context.setOffline(false);
  await offline.goto(`/api/ltc/invoice/${unseen}`);
  await expect(invoiceStatus(offline)).toContainText('Waiting for payment');
});
