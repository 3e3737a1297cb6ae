import { expect, test, type Page } from '@playwright/test';
import { login, registerTrader, screenshot, screenshotBoth } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

// Card deposits through the cascade on the sandbox processors (CONTRACT.md test cards), driven by label and role.

const PASSWORD = 'Trade1234!';
const CARDS = {
  ok: '4242 4242 4242 4242',
  declineFirst: '4000 0000 0000 0002',
  threeDs: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0259',
  funds: '4000 0000 0000 9995',
} as const;

type Charge = { processor: string; status: string; idempotency_key: string };

async function newTrader(page: Page): Promise<string> {
  const email = await registerTrader(page, { prefix: 'card', firstName: 'Card', lastName: 'Tester', password: PASSWORD });
  await login(page, email, PASSWORD);
  return email;
}

async function charges(page: Page, email: string): Promise<Charge[]> {
  const reply = await page.request.get(`/sandbox/charges?email=${encodeURIComponent(email)}`);
  return ((await reply.json()) as { charges: Charge[] }).charges;
}

async function openFunding(page: Page): Promise<void> {
  await page.goto('/en/trading#/show/funding');
  await expect(page.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Card number')).toBeVisible();
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Card Tester');
  await page.getByRole('button', { name: /^Deposit \$/ }).click();
}

const success = (page: Page) => page.getByRole('region', { name: 'Pay by card' }).getByText('Payment successful. Your balance has been updated.');

/** Every place a page can keep data: no card number may be in any of them. */
async function storageDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.addEventListener('success', () => resolve(open.result));
        open.addEventListener('error', () => reject(open.error));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.addEventListener('success', () => resolve(request.result));
          request.addEventListener('error', () => reject(request.error));
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        parts.push(key, storage.getItem(key) ?? '');
      }
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        parts.push(request.url);
        const response = await cache.match(request);
        if (response) parts.push(await response.text());
      }
    }
    parts.push(location.href);
    return parts.join('\n');
  });
}

/** Console output per page (the card tests' beforeEach starts collecting): no card number may be logged either. */
const consoleOutput = new WeakMap<Page, string[]>();

function collectConsole(page: Page): void {
  const lines: string[] = [];
  consoleOutput.set(page, lines);
  page.on('console', (message) => lines.push(message.text()));
}

async function expectNoCardNumber(page: Page): Promise<void> {
  const logged = (consoleOutput.get(page) ?? []).join('\n');
  for (const number of Object.values(CARDS)) {
    expect(logged).not.toContain(number.replace(/ /g, ''));
    expect(logged).not.toContain(number);
  }
  expect(logged).not.toMatch(/4242424242424242|4000000000/);
  const dump = await storageDump(page);
  expect(dump).toContain('FRAUD'); // the dump does reach the cascade table
  for (const number of Object.values(CARDS)) {
    expect(dump).not.toContain(number.replace(/ /g, ''));
    expect(dump).not.toContain(number);
  }
  expect(dump).not.toMatch(/4242424242424242|4000000000/);
}

test.describe('card deposits', () => {
  test.beforeEach(({ page }) => collectConsole(page));

  test('4242… approves at once; no card number anywhere in the browser', async ({ page }) => {
    const email = await newTrader(page);
    await openFunding(page);
    await expect(page.getByRole('button', { name: /^Deposit \$250\.00$/ })).toBeVisible();
    await page.getByLabel(/Remember this card/).check();
    await payWith(page, CARDS.ok);
    await expect(success(page)).toBeVisible();
    await expect(page.getByText(/Saved: Visa •••• 4242/)).toBeVisible();
    const ledger = await charges(page, email);
    expect(ledger.map((charge) => [charge.processor, charge.status])).toEqual([['FRAUD', 'approved']]);
    await expect(page.getByLabel('Balance')).toContainText('250.00');
    await expectNoCardNumber(page);
  });

  test('4000…0002 declines on FRAUD and approves on VLOAD, typed on its hosted page', async ({ page }) => {
    const email = await newTrader(page);
    await openFunding(page);
    const vloadCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(vload|card\/fast\/vload)/.test(request.url())) vloadCalls.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    });
    await payWith(page, CARDS.declineFirst);
    // Before leaving for VLOAD's page the trader is told why the card is asked for again.
    const why = page.getByRole('status').filter({ hasText: 'The payment did not go through our first provider' });
    await expect(why).toContainText("our second provider's secure page");
    await screenshotBoth(page, 'funding-decline-fallback');
    await expect(page).toHaveURL(/\/en\/trading#\/show\/funding$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to the secure page' }).click();
    // VLOAD (spec §7): GET /api/vload/prepare, then /api/vload/start?amount, then its own card page.
    await expect(page.getByRole('heading', { name: /Vload: pay \$250\.00/ })).toBeVisible();
    expect(vloadCalls).toEqual(['GET /api/vload/prepare ', 'GET /api/vload/start ']);
    await page.getByLabel('Card number').fill(CARDS.declineFirst);
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Card Tester');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/#\/listen\/funding\/VLOAD\/tx_/);
    await expect(success(page)).toBeVisible();
    const ledger = await charges(page, email);
    expect(ledger.map((charge) => [charge.processor, charge.status])).toEqual([
      ['FRAUD', 'declined'],
      ['VLOAD', 'approved'],
    ]);
    await expectNoCardNumber(page);
  });

  test('4000…3220 goes through the 3-D Secure challenge and back', async ({ page }) => {
    const email = await newTrader(page);
    await openFunding(page);
    await payWith(page, CARDS.threeDs);
    await expect(page.getByRole('heading', { name: /Sandbox bank/ })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/#\/listen\/funding\/FRAUD\/tx_/);
    await expect(success(page)).toBeVisible();
    const ledger = await charges(page, email);
    expect(ledger.map((charge) => [charge.processor, charge.status])).toEqual([['FRAUD', 'approved']]);
    await expectNoCardNumber(page);
  });

  test('4000…0259 is pending; a reload during the wait still ends in one approved charge', async ({ page }) => {
    const email = await newTrader(page);
    await openFunding(page);
    await payWith(page, CARDS.pending);
    await expect(page.getByRole('status').filter({ hasText: "Waiting for the bank's answer" })).toBeVisible();
    await page.reload();
    await expect(success(page)).toBeVisible({ timeout: 20_000 });
    const ledger = await charges(page, email);
    expect(ledger.filter((charge) => charge.status === 'approved')).toHaveLength(1);
    expect(ledger).toHaveLength(1);
    await expectNoCardNumber(page);
  });

  test('4000…9995 stops with its message', async ({ page }) => {
    const email = await newTrader(page);
    await openFunding(page);
    await payWith(page, CARDS.funds);
    const dialog = page.getByRole('dialog', { name: 'Payment declined' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Not sufficient funds');
    await expect(dialog.getByRole('button', { name: 'Pay with Bitcoin' })).toBeVisible();
    const ledger = await charges(page, email);
    expect(ledger.map((charge) => [charge.processor, charge.status])).toEqual([['FRAUD', 'declined']]);
    await expect(dialog).toContainText('The card provider did not accept this payment'); // /api/ag/modal's body text
    await expectNoCardNumber(page);
  });

  test('a response lost after the server charged still yields exactly one charge', async ({ page }) => {
    const email = await newTrader(page);
    await openFunding(page);
    let dropped = 0;
    await page.route('**/api/fraud/card', async (route) => {
      await route.fetch(); // the server sees the request and charges…
      dropped += 1;
      await route.abort('failed'); // …but its answer never reaches the page
    });
    await payWith(page, CARDS.ok);
    await expect(success(page)).toBeVisible();
    expect(dropped).toBe(1);
    const ledger = await charges(page, email);
    expect(ledger.map((charge) => [charge.processor, charge.status])).toEqual([['FRAUD', 'approved']]);
    await expectNoCardNumber(page);
  });

  test('offline: the deposit button is disabled and says so', async ({ page, context }) => {
    await newTrader(page);
    await openFunding(page);
    await context.setOffline(true);
    await expect(page.getByText(/Deposits need a connection/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Deposit \$/ })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /^Deposit \$/ })).toBeEnabled();
  });
});

test.describe('funding page', () => {
  test("a new trader's deposit fits the thumb: amount, card and pay button on the first 1.25 screens", async ({ page }) => {
    await newTrader(page);
    await openFunding(page);
    const pay = page.getByRole('button', { name: 'Deposit $250.00' });
    await expect(pay).toBeVisible();
    // From the page top, at 390×844: the button's bottom edge within 1.25 screens (1055 px).
    const bottom = await pay.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    expect(bottom).toBeLessThanOrEqual(1055);
    for (const label of ['Amount (USD)', 'Card number', 'CVV', 'Cardholder name']) {
      const top = await page.getByLabel(label, { exact: true }).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top, label).toBeLessThan(bottom);
    }
    // The holder comes from the profile.
    await expect(page.getByLabel('Cardholder name')).toHaveValue('Card Tester');
    // The bonus is a visible choice, off until chosen, its turnover and what a withdrawal cancels said before paying.
    // The applied tier, said plainly, and what it would bring.
    const bonus = page.getByRole('checkbox', { name: /^Bronze tier: \+20% bonus, \+\$50\.00/ });
    await expect(bonus).toBeVisible();
    await expect(bonus).not.toBeChecked();
    await expect(page.getByText('Withdrawable after $1,000.00 traded (20×); withdrawing sooner cancels it.')).toBeVisible();
    // The checkbox follows the stored choice (asynchronously): a click, not check().
    await bonus.click();
    await expect(bonus).toBeChecked();
    // The tier cards fold below the button; the one highlighted is the one paid.
    await expect(page.getByRole('button', { name: /Bronze/ })).toBeHidden();
    await page.getByText('Bonus tiers and paying in crypto').click();
    const bronze = page.getByRole('button', { name: /Bronze/ });
    await expect(bronze).toHaveAttribute('aria-pressed', 'true');
    await expect(bronze).toContainText('+20% bonus');
    await expect(bronze).toContainText('up to $1,000.00');
    await expect(page.getByRole('button', { name: /Gold/ })).toContainText('over $3,000.00');
    await expect(page.getByText(/rate ×/)).toHaveCount(0);
    // No bonus wanted: no tier card claims one.
    await bonus.click();
    await expect(bonus).not.toBeChecked();
    await expect(page.getByRole('button', { name: /Bronze/ })).toHaveAttribute('aria-pressed', 'false');
    await bonus.click();
    await expect(bonus).toBeChecked();
    await expect(page.getByLabel('Pay in crypto instead (no bonus)')).not.toBeChecked();
    await page.getByText('Have a promo code?').click();
    await expect(page.getByLabel('Promo code')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'funding-thumb-390');

    // One empty submit flags each empty field; each message goes as its field is filled, the form's with the last.
    await page.getByLabel('Cardholder name').fill('');
    await pay.click();
    const required = page.getByText('Please fill the required fields');
    // Number, holder and CVV (the form's own line waits while the number's message stands in its place).
    await expect(required).toHaveCount(3);
    await expect(page.getByLabel('Cardholder name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Card number').fill(CARDS.ok);
    await expect(page.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveCount(3); // holder, CVV and the form's line
    await page.getByLabel('CVV').fill('12');
    await expect(required).toHaveCount(3);
    await page.getByLabel('CVV').fill('123');
    await expect(required).toHaveCount(2); // holder and the form's line
    await page.getByLabel('Cardholder name').fill('Card Tester');
    await expect(required).toHaveCount(0);
  });

  test('the Russian deposit page says the tier and crypto choice plainly', async ({ page }) => {
    await newTrader(page);
    await page.goto('/ru/trading#/show/funding');
    await expect(page.getByText('Уровень «Бронза»: бонус +20%')).toBeVisible();
    await page.getByText('Уровни бонуса и оплата криптовалютой').click();
    await expect(page.getByLabel('Оплатить криптовалютой (без бонуса)')).toBeVisible();
    await expect(page.getByText(/коэффициент|обменный/)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'funding-thumb-ru-390');
  });

  test('tiers, card rules and screenshots at 390 and 1280 px', async ({ page }) => {
    await newTrader(page);
    await openFunding(page);
    await page.getByText('Bonus tiers and paying in crypto').click();
    await page.getByRole('button', { name: /Silver/ }).click();
    await expect(page.getByText(/Silver tier: \+50% bonus/)).toBeVisible();
    await page.getByLabel('Card number').fill('3782 822463 10005');
    await expect(page.getByText('American Express')).toBeVisible();
    await page.getByRole('button', { name: /^Deposit \$/ }).click();
    await expect(page.getByText('Please fill the required fields').first()).toBeVisible();
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Card Tester');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByRole('button', { name: /^Deposit \$/ }).click();
    await expect(page.getByText('Invalid card type.')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242');
    await page.getByRole('button', { name: /^Deposit \$/ }).click();
    await expect(page.getByText('Valid card length 16')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'funding-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'funding-1280');
  });

  test('payment alerts from the add parameter; no dead button in any tab', async ({ page }) => {
    await newTrader(page);
    await page.goto('/en/trading#/show/funding/payment_error');
    await expect(page.getByText('Your payment was declined. Please try again or choose another payment method.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Deposit \$/ })).toBeEnabled();
    // Every visible button of every tab, once its widget has loaded (no skeleton left): named, and either enabled
    // or disabled with an accessible reason.
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.locator('.skeleton')).toHaveCount(0);
      await expect(panel.getByRole('heading').first()).toBeVisible();
      for (const button of await panel.getByRole('button').all()) {
        if (!(await button.isVisible())) continue;
        await expect(button).toHaveAccessibleName(/\S/);
        if (await button.isDisabled()) await expect(button, `${await tab.innerText()}: disabled without a reason`).toHaveAccessibleDescription(/\S/);
      }
    }
    await page.goto('/en/trading#/show/funding/payment_success');
    await expect(page.getByText('Payment successful. Your balance has been updated.')).toBeVisible();
    // And the Bitcoin tab's button has an effect: it asks the server for an invoice.
    await page.getByRole('tab', { name: 'Bitcoin' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Bitcoin' })).toBeVisible();
    const create = panel.getByRole('button', { name: 'Create invoice' });
    await expect(create).toBeEnabled();
    await expect(panel.getByText(/soon/)).toHaveCount(0);
    await create.click();
    // The effect a trader sees: the invoice the click made (and the test never closes a page mid-navigation).
    await expect(page).toHaveURL(/\/api\/btc\/invoice\/[0-9a-f-]{36}\?lang=en$/);
    await expect(page.getByRole('status', { name: 'Status' })).toContainText('Waiting for payment');
  });
});
