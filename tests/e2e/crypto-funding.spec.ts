import { expect, test, type Page } from '@playwright/test';
import { appPost, invoiceValue, keptDepositKeys, login, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';

// The funding page's crypto and wallet tabs: the crypto-deposit widget makes an invoice and opens its
// page; a wallet method submits and shows the sandbox provider's result.

async function newTrader(page: Page): Promise<string> {
  const email = await registerTrader(page, { prefix: 'fund', firstName: 'Fund', lastName: 'Tester' });
  await login(page, email, TRADER_PASSWORD);
  return email;
}

async function balance(page: Page): Promise<string> {
  const reply = (await appPost(page, '/api/fraud/user', {})) as { user: { available: string } };
  return reply.user.available;
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name }).click();
}

test('the Bitcoin tab creates an invoice and opens its page', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name: 'Bitcoin' }).click();
  const form = page.getByRole('form', { name: 'Deposit with crypto' });
  await expect(form.getByLabel('Coin')).toHaveValue('btc');
  await form.getByLabel('Amount (USD)').fill('300');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/api\/btc\/invoice\/[0-9a-f-]{36}\?lang=en$/);
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Waiting for payment');
  // Exact, trimmed to spec §9's 5 decimals only where the digits are zeros.
  await expect(invoiceValue(page, 'Amount')).toHaveText('0.00500 BTC');
  await screenshot(page, 'crypto-widget-invoice');

  // Fixed (exchange) mode: a coin amount, 'Wrong amount!' at 0.
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name: 'Bitcoin' }).click();
  await form.getByLabel('Pay a fixed crypto amount (exchange mode)').check();
  await expect(form.getByLabel('Amount (BTC)')).toHaveValue('1.5');
  await expect(form.getByRole('region', { name: 'Exchange balances' })).toContainText('0.00000 BTC');
  await form.getByLabel('Amount (BTC)').fill('0');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(form.getByText('Wrong amount!')).toBeVisible();
});

test('a wallet method submits and shows its result', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('tab', { name: 'Perfect Money' }).click();
  const form = page.getByRole('form', { name: 'Perfect Money' });
  await form.getByLabel('Amount (USD)').fill('313');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('alert')).toContainText('Your payment was declined by the provider.');
  await form.getByLabel('Amount (USD)').fill('300');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$300.00');
  await screenshot(page, 'wallet-perfect-paid');
});

test('Skrill confirms on its own page: Cancel credits nothing, Approve credits once and returns to the funding page', async ({ page }) => {
  await newTrader(page);
  const pay = async () => {
    await openTab(page, 'Skrill');
    const form = page.getByRole('form', { name: 'Skrill' });
    await form.getByLabel('Amount (USD)').fill('300');
    await form.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/sandbox\/skrill\/\d+\?lang=en$/);
    await expect(page.getByRole('heading', { name: 'Skrill: pay 300 USD' })).toBeVisible();
  };

  await pay();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/trading#\/show\/funding\/payment_error$/);
  await expect(page.getByText('Your payment was declined. Please try again or choose another payment method.')).toBeVisible();
  expect(await balance(page)).toBe('0.00');

  await pay();
  const skrillPage = page.url();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/trading#\/show\/funding\/payment_success$/);
  await expect(page.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$300.00');
  // Back on Skrill's page (a back button, a second tab): it only returns to the outcome, and credits nothing more.
  await page.goto(skrillPage);
  await expect(page).toHaveURL(/\/en\/trading#\/show\/funding\/payment_success$/);
  expect(await balance(page)).toBe('300.00');
});

test('a wallet payment whose answer is lost after the server credited yields exactly one credit', async ({ page }) => {
  await newTrader(page);
  await openTab(page, 'Perfect Money');
  let dropped = 0;
  await page.route('**/api/pay/perfect', async (route) => {
    await route.fetch(); // the server sees the request and credits…
    dropped += 1;
    await route.abort('failed'); // …but its answer never reaches the page
  });
  const form = page.getByRole('form', { name: 'Perfect Money' });
  await form.getByLabel('Amount (USD)').fill('300');
  await form.getByRole('button', { name: 'Pay' }).click();
  // The page asks the server what became of its key and shows the first answer.
  await expect(form.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  expect(dropped).toBe(1);
  expect(await balance(page)).toBe('300.00');
  // The key is spent: nothing is left on disk to resend.
  expect(await keptDepositKeys(page)).toEqual([]);
});

test('a crypto pay whose answer is lost opens the invoice the server made, once', async ({ page }) => {
  await newTrader(page);
  await openTab(page, 'Bitcoin');
  let calls = 0;
  await page.route('**/api/btc/pay', async (route) => {
    calls += 1;
    await route.fetch(); // the invoice is made…
    await route.abort('failed'); // …and the answer lost
  });
  // Read the outcome's body in the route: the app navigates to the invoice as soon as it has the answer, after
  // which Chromium no longer keeps the response body.
  const outcomes: { known: boolean }[] = [];
  await page.route('**/api/crypto/outcome', async (route) => {
    const response = await route.fetch();
    outcomes.push((await response.json()) as { known: boolean });
    await route.fulfill({ response });
  });
  await page.getByRole('form', { name: 'Deposit with crypto' }).getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/api\/btc\/invoice\/[0-9a-f-]{36}\?lang=en$/);
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('Waiting for payment');
  expect(outcomes.map((outcome) => outcome.known)).toEqual([true]);
  expect(calls).toBe(1);
});

test('a reload while a wallet payment is under way asks for its outcome: one credit, shown after the reload', async ({ page }) => {
  await newTrader(page);
  await openTab(page, 'OKPay');
  let credited!: () => void;
  let release!: () => void;
  const serverDone = new Promise<void>((resolve) => (credited = resolve));
  const reloaded = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pay/okpay', async (route) => {
    await route.fetch(); // credited on the server…
    credited();
    await reloaded; // …and the answer is held until the page has reloaded: the request dies with the old page
    await route.abort('failed').catch(() => undefined);
  });
  const form = page.getByRole('form', { name: 'OKPay' });
  await form.getByLabel('Amount (USD)').fill('400');
  await form.getByRole('button', { name: 'Pay' }).click();
  await serverDone;
  await page.reload();
  release();
  await page.getByRole('tab', { name: 'OKPay' }).click();
  await expect(page.getByRole('form', { name: 'OKPay' }).getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  expect(await balance(page)).toBe('400.00');
});

test('offline, a wallet payment is never queued: the button is disabled and the form says so', async ({ page, context }) => {
  await newTrader(page);
  await openTab(page, 'Neteller');
  const form = page.getByRole('form', { name: 'Neteller' });
  // The form is on screen before the network goes (its chunk was still loading when the tab's click returned).
  await expect(form.getByRole('button', { name: 'Pay' })).toBeEnabled();
  await context.setOffline(true);
  await expect(form.getByText("You're offline. Payments are never queued")).toBeVisible();
  await expect(form.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await context.setOffline(false);
  await expect(form.getByRole('button', { name: 'Pay' })).toBeEnabled();
});

test('wallet forms check their fields before sending: translated messages, the first invalid field focused', async ({ page }) => {
  await newTrader(page);
  await openTab(page, 'Neteller');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/neteller') sent.push(request.url());
  });
  const form = page.getByRole('form', { name: 'Neteller' });
  await form.getByLabel('Amount (USD)').fill('100');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByText('Wrong amount! Min deposit $250.00')).toBeVisible();
  await expect(form.getByText('Enter your Neteller account: an e-mail or 12 digits.')).toBeVisible();
  await expect(form.getByText('The secure ID is 6 digits.')).toBeVisible();
  await expect(form.getByLabel('Amount (USD)')).toBeFocused();
  await form.getByLabel('Amount (USD)').fill('300');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByLabel('Neteller account (e-mail or 12 digits)')).toBeFocused();
  await form.getByLabel('Neteller account (e-mail or 12 digits)').fill('trader@example.com');
  await form.getByLabel('Secure ID').fill('12345');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByLabel('Secure ID')).toBeFocused();
  await screenshot(page, 'wallet-neteller-invalid');
  expect(sent).toEqual([]);
  await form.getByLabel('Secure ID').fill('123456');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
  expect(sent).toHaveLength(1);

  // The same rules in Russian.
  await page.goto('/ru/trading#/show/funding');
  await page.getByRole('tab', { name: 'Банковский перевод' }).click();
  const bank = page.getByRole('form', { name: 'Банковский перевод' });
  await bank.getByLabel('Сумма (USD)').fill('1,5');
  await bank.getByRole('button', { name: 'Получить реквизиты' }).click();
  await expect(bank.getByText('Неверная сумма! Минимальный депозит $250,00')).toBeVisible();
});

test('fixed mode from the slider: only crypto tabs, coin amounts, exchange balances, no bonus; and back', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  const tabs = page.getByRole('tablist', { name: 'Payment methods' });
  await expect(tabs.getByRole('tab', { name: 'Neteller' })).toBeVisible();
  // The slider leaves with the card tab as fixed mode narrows the tabs: a click, not check().
  await page.getByText('Bonus tiers and paying in crypto').click();
  await page.getByLabel('Pay in crypto instead (no bonus)').click();
  await expect(tabs.getByRole('tab', { name: 'Bitcoin' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab')).toHaveText(['Bitcoin', 'Litecoin', 'Ethereum', 'Vload voucher']);
  const form = page.getByRole('form', { name: 'Deposit with crypto' });
  await expect(form.getByLabel('Pay a fixed crypto amount (exchange mode)')).toBeChecked();
  await expect(form.getByLabel('Amount (BTC)')).toHaveValue('1.5');
  await expect(form.getByRole('region', { name: 'Exchange balances' })).toContainText('0.00000 BTC');
  await form.getByLabel('Amount (BTC)').fill('-1');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(form.getByText('Wrong amount!')).toBeVisible();
  await screenshot(page, 'crypto-fixed-mode');

  await tabs.getByRole('tab', { name: 'Vload voucher' }).click();
  await expect(page.getByRole('form', { name: 'Deposit with crypto' }).getByLabel('Amount (BTC)')).toHaveValue('0.5');

  // A fixed invoice carries no bonus, in the coin.
  await tabs.getByRole('tab', { name: 'Bitcoin' }).click();
  // Typed once the Bitcoin form is on the screen, as a person would (until then the voucher's form takes no input).
  await expect(form.getByLabel('Amount (BTC)')).toHaveValue('1.5');
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/btc/pay') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await form.getByLabel('Amount (BTC)').fill('0.25');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/api\/btc\/invoice\//);
  expect(bodies[0]).toMatchObject({ amount: '0.25', fixed: true, bonus: '0', currency: 'BTC' });

  // Back on the funding page, still fixed; unchecking it in the crypto form brings every tab back.
  await page.goto('/en/trading#/show/funding');
  await page.getByRole('form', { name: 'Deposit with crypto' }).getByLabel('Pay a fixed crypto amount (exchange mode)').uncheck();
  await expect(tabs.getByRole('tab', { name: 'Card' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Neteller' })).toBeVisible();
});

test('the slider bonus reaches a crypto invoice; the tab shows the rate and the coins the amount buys', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  await page.getByText('Bonus tiers and paying in crypto').click();
  await page.getByRole('button', { name: /Silver/ }).click();
  // The bonus is the trader's choice (off until chosen).
  await page.getByRole('checkbox', { name: /Silver tier: \+50% bonus/ }).click();
  await page.getByRole('tab', { name: 'Bitcoin' }).click();
  const form = page.getByRole('form', { name: 'Deposit with crypto' });
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('3000');
  await expect(form.getByText('1 BTC ≈ $60,000.00 · you send ≈ 0.05000000 BTC')).toBeVisible();
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/btc/pay') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/api\/btc\/invoice\//);
  expect(bodies[0]).toMatchObject({ amount: '3000', bonus: '1500.00', fixed: false, currency: 'USD' });
});

test('the bitcoin tab reports a payment sent outside an invoice', async ({ page }) => {
  await newTrader(page);
  await openTab(page, 'Bitcoin');
  await page.getByText('Already sent bitcoin? Report a payment').click();
  const form = page.getByRole('form', { name: 'Already sent bitcoin? Report a payment' });
  await form.getByRole('button', { name: 'Report payment' }).click();
  await expect(form.getByText('Enter the amount of bitcoin you sent, above 0, with up to 8 decimals.')).toBeVisible();
  await form.getByLabel('Bitcoin sent (BTC)').fill('0.005');
  await form.getByRole('button', { name: 'Report payment' }).click();
  await expect(form.getByText('Your request has been received.')).toBeVisible();
  await screenshot(page, 'crypto-bitcoin-tab-report');
});

test('"Pay with Bitcoin" after a declined card opens the bitcoin popup, whose invoice is made through /api/btc/shape', async ({ page }) => {
  await newTrader(page);
  await page.goto('/en/trading#/show/funding');
  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Card Tester');
  await page.getByRole('button', { name: /^Deposit \$/ }).click();
  const declined = page.getByRole('dialog', { name: 'Payment declined' });
  await declined.getByRole('button', { name: 'Pay with Bitcoin' }).click();
  const popup = page.getByRole('dialog', { name: 'Pay with Bitcoin' });
  await expect(popup.getByText('Pay the same amount in bitcoin')).toBeVisible();
  await expect(popup.getByText('1 BTC ≈ $60,000.00 · you send ≈ 0.00416667 BTC')).toBeVisible();
  await screenshot(page, 'bitcoin-popup');
  const shape = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/btc/shape');
  await popup.getByRole('button', { name: 'Create a Bitcoin invoice for $250.00' }).click();
  expect((await shape).postDataJSON()).toMatchObject({ amount: '250', currency: 'USD', fixed: false });
  await expect(page).toHaveURL(/\/api\/btc\/invoice\/[0-9a-f-]{36}\?lang=en$/);
  await expect(invoiceValue(page, 'Amount')).toHaveText('0.00416667 BTC');

  // Closing the popup leaves the trader on the Bitcoin tab.
  await page.goto('/en/trading#/show/funding');
  await expect(page.getByRole('tab', { name: 'Card' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('funding:tab', { detail: 'bitcoin' })));
  await page.getByRole('dialog', { name: 'Pay with Bitcoin' }).getByRole('button', { name: 'Choose on the Bitcoin tab' }).click();
  await expect(page.getByRole('tab', { name: 'Bitcoin' })).toHaveAttribute('aria-selected', 'true');
});
