import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { login, registerTrader, screenshot } from './support/fixtures';

// The funding page around the card form: the minimum the server enforces, partner risk and the links that must
// reach the Card tab, quick top-up, the payment_process alert, the 16 s wait toast, a hosted-page processor.

const PASSWORD = 'Trade1234!';

async function newTrader(page: Page, country = 'BR', currency = 'USD'): Promise<string> {
  const email = await registerTrader(page, { prefix: 'links', country, currency, firstName: 'Link', lastName: 'Tester', password: PASSWORD });
  await login(page, email, PASSWORD);
  return email;
}

async function setUser(page: Page, email: string, fields: Record<string, string>): Promise<void> {
  const reply = await page.request.post('/sandbox/user', { data: { email, ...fields } });
  expect(reply.ok()).toBe(true);
}

/** A fresh load of a funding link (not a hash change inside an open page). */
async function open(page: Page, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/en/trading#${hash}`);
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Link Tester');
  await page.getByRole('button', { name: /^Deposit / }).click();
}

const success = (page: Page) => page.getByRole('region', { name: 'Pay by card' }).getByText('Payment successful. Your balance has been updated.');

test.describe('minimum deposit: the page starts where the server refuses', () => {
  test('RUB trader: the slider starts at 15 000 and 14 999 shows the spec message', async ({ page }) => {
    await newTrader(page, 'RU', 'RUB');
    await open(page, '/show/funding');
    const amount = page.getByLabel('Amount (RUB)');
    await expect(amount).toHaveValue('15000');
    await page.getByText('Bonus tiers and paying in crypto').click();
    await expect(page.getByRole('slider', { name: 'Deposit amount' })).toHaveAttribute('min', '15000');
    await amount.fill('14999');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong amount! Min deposit 15,000.00 RUB' })).toBeVisible();
    await amount.fill('15000');
    await expect(page.getByText('Wrong amount! Min deposit 15,000.00 RUB')).toHaveCount(0);
    await screenshot(page, 'funding-rub-390');
  });

  test('DE/EUR trader: 500 (the country rule), and a deposit of 500 goes through', async ({ page }) => {
    await newTrader(page, 'DE', 'EUR');
    await open(page, '/show/funding');
    const amount = page.getByLabel('Amount (EUR)');
    await expect(amount).toHaveValue('500');
    await amount.fill('499');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong amount! Min deposit €500.00' })).toBeVisible();
    await amount.fill('500');
    await payWith(page, '4242 4242 4242 4242');
    await expect(success(page)).toBeVisible();
  });
});

test.describe('partner risk: Bitcoin first, and card links still reach the Card tab', () => {
  test('risk popup on the Card tab; promo prefills and scrolls; entro opens Entropay; a bank return shows its outcome', async ({ page }) => {
    const email = await newTrader(page);
    await setUser(page, email, { cardRisk: '1' });
    await open(page, '/show/funding');
    await expect(page.getByRole('tab').first()).toHaveText('Bitcoin');
    await expect(page.getByRole('tab', { name: 'Bitcoin' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Card' }).click();
    const risk = page.getByRole('dialog', { name: 'Card payments need verification' });
    await expect(risk).toBeVisible();
    await screenshot(page, 'funding-risk-390');
    await risk.getByRole('button', { name: 'Pay with Bitcoin' }).click();
    await expect(page.getByRole('tab', { name: 'Bitcoin' })).toHaveAttribute('aria-selected', 'true');

    // add=promo: the stored code is prefilled on the Card tab and the deposit line is scrolled into view.
    await page.evaluate(() => localStorage.setItem('promo', 'WELCOME50'));
    await page.setViewportSize({ width: 390, height: 500 });
    await open(page, '/show/funding/promo');
    await expect(page.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('dialog', { name: 'Card payments need verification' }).getByRole('button', { name: 'Continue with card' }).click();
    await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME50');
    await expect(page.getByRole('region', { name: 'Deposit amount' }).getByLabel('Amount (USD)')).toBeInViewport();

    // add=entro: the Card tab and Entropay's start dialog, no risk popup over it.
    await open(page, '/show/funding/entro');
    await expect(page.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog', { name: 'Pay with Entropay' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Card payments need verification' })).toHaveCount(0);
    await page.getByRole('dialog', { name: 'Pay with Entropay' }).getByRole('button', { name: 'Cancel' }).click();

    // A 3-D Secure return lands on the Card tab and shows the outcome.
    await open(page, '/show/funding');
    await page.getByRole('tab', { name: 'Card' }).click();
    await page.getByRole('dialog', { name: 'Card payments need verification' }).getByRole('button', { name: 'Continue with card' }).click();
    await payWith(page, '4000 0000 0000 3220');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/#\/listen\/funding\/FRAUD\/tx_/);
    await expect(page.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(success(page)).toBeVisible();
  });
});

test.describe('funding page extras', () => {
  test('quick top-up charges the card on file after a confirm; the card can be removed; payment_process alert', async ({ page }) => {
    const email = await newTrader(page);
    await open(page, '/show/funding/payment_process');
    await expect(page.getByText('Your payment is being processed.', { exact: false })).toBeVisible();
    // No card on file yet: nothing to offer.
    await expect(page.getByRole('heading', { name: 'Quick top-up' })).toHaveCount(0);
    // A card is kept for quick top-ups only when the trader asks.
    await page.getByLabel(/Remember this card/).check();
    await payWith(page, '4242 4242 4242 4242');
    await expect(success(page)).toBeVisible();
    await open(page, '/show/funding');
    const quick = page.getByRole('region', { name: 'Quick top-up' });
    await expect(quick).toContainText('Card on file: Visa •••• 4242');
    await quick.getByRole('button', { name: 'Top up with this card' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the quick top-up' });
    await expect(confirm).toContainText('Charge $250.00 to Visa •••• 4242?');
    await expectNoAxeViolations(page);
    await screenshot(page, 'quick-top-up-confirm-390');
    await confirm.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(page.getByText('$250.00 was charged to Visa •••• 4242 and credited to your account.')).toBeVisible();
    // The charge is real: the sandbox processor has it, and the balance shows it.
    const charges = (await (await page.request.get(`/sandbox/charges?email=${encodeURIComponent(email)}`)).json()) as { charges: { amount: string; status: string }[] };
    expect(charges.charges.filter((charge) => charge.status === 'approved').map((charge) => charge.amount)).toContain('250');
    await expect(page.getByText('$500.00').first()).toBeVisible();

    await quick.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
    await expect(page.getByText('The card has been removed. It will not be charged again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick top-up' })).toHaveCount(0);
    // A fresh load: the card section shows this tab's last outcome (a reload keeps it for a day; the page left
    // behind let go of it), and quick top-up is gone.
    await open(page, '/show/funding');
    await expect(page.getByRole('region', { name: 'Pay by card' }).getByText('Payment successful. Your balance has been updated.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Quick top-up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Make another deposit' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
  });

  test('the 16 s wait toast while the bank answers "processing"', async ({ page, context }) => {
    await newTrader(page);
    await context.clock.install();
    await open(page, '/show/funding');
    await payWith(page, '4000 0000 0000 0259');
    await expect(page.getByRole('status').filter({ hasText: "Waiting for the bank's answer" })).toBeVisible();
    await context.clock.runFor(10_000);
    await expect(page.getByText('Please wait: your bank is still confirming the payment.')).toHaveCount(0);
    await context.clock.runFor(7_000);
    await expect(page.getByText('Please wait: your bank is still confirming the payment.')).toBeVisible();
  });

  test('a hosted-page processor (EZPAY): the card is typed on its page, the outcome comes back', async ({ page }) => {
    const email = await newTrader(page);
    expect((await page.request.post('/sandbox/cascade', { data: { email, cascade: 'EZPAY' } })).ok()).toBe(true);
    await open(page, '/show/funding');
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: /EZPay: pay \$250\.00/ })).toBeVisible();
    await screenshot(page, 'ezpay-page-390');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Link Tester');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/#\/listen\/funding\/EZPAY\/tx_/);
    await expect(success(page)).toBeVisible();
    const charges = (await (await page.request.get(`/sandbox/charges?email=${encodeURIComponent(email)}`)).json()) as { charges: { processor: string; status: string }[] };
    expect(charges.charges.map((charge) => [charge.processor, charge.status])).toEqual([['EZPAY', 'approved']]);
  });

  test('Back from the hosted page (VLOAD) asks: continue there, or cancel the payment; nothing bounces by itself', async ({ page }) => {
    const email = await newTrader(page);
    await open(page, '/show/funding');
    await payWith(page, '4000 0000 0000 0002'); // FRAUD declines it, then VLOAD's page takes the card
    await page.getByRole('button', { name: 'Continue to the secure page' }).click();
    const vloadPage = page.getByRole('heading', { name: /Vload: pay \$250\.00/ });
    await expect(vloadPage).toBeVisible();
    await page.goBack();
    const choice = page.getByRole('status').filter({ hasText: "This payment is waiting for you on your bank's page" });
    await expect(choice).toBeVisible();
    await expect(page).toHaveURL(/\/en\/trading#\/show\/funding$/);
    await screenshot(page, 'away-choice-390');
    await page.getByRole('button', { name: 'Continue to your bank' }).click();
    await expect(vloadPage).toBeVisible();
    await page.goBack();
    await expect(choice).toBeVisible();
    await page.getByRole('button', { name: 'Cancel this payment' }).click();
    // VLOAD was the last of FRAUD,VLOAD: the cascade ends with the cancel, nothing charged.
    await expect(page.getByRole('dialog').filter({ hasText: 'You cancelled this payment. Nothing was charged.' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/trading#\/show\/funding$/);
    const charges = (await (await page.request.get(`/sandbox/charges?email=${encodeURIComponent(email)}`)).json()) as { charges: { processor: string; status: string; code: string }[] };
    expect(charges.charges.map((charge) => [charge.processor, charge.status, charge.code])).toEqual([
      ['FRAUD', 'declined', 'do_not_honor'],
      ['VLOAD', 'declined', 'cancelled'],
    ]);
  });

  test('Back from the bank’s 3-D Secure page asks too; continuing there approves once', async ({ page }) => {
    const email = await newTrader(page);
    expect((await page.request.post('/sandbox/cascade', { data: { email, cascade: 'FRAUD' } })).ok()).toBe(true);
    await open(page, '/show/funding');
    await payWith(page, '4000 0000 0000 3220');
    const bank = page.getByRole('heading', { name: /Sandbox bank/ });
    await expect(bank).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('status').filter({ hasText: "This payment is waiting for you on your bank's page" })).toBeVisible();
    await expect(bank).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to your bank' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/#\/listen\/funding\/FRAUD\/tx_/);
    await expect(page.getByRole('region', { name: 'Pay by card' }).getByText('Payment successful. Your balance has been updated.')).toBeVisible();
    const charges = (await (await page.request.get(`/sandbox/charges?email=${encodeURIComponent(email)}`)).json()) as { charges: { processor: string; status: string }[] };
    expect(charges.charges.map((charge) => [charge.processor, charge.status])).toEqual([['FRAUD', 'approved']]);
  });
});
