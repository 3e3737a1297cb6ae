import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { login, mailedWithdrawalCode, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';

// A trader takes money out — through a case 1–3 confirmation and through case 4/5 at once — sees it
// pending, cancels it and sees the balance back. A destination never paid to (each fresh trader's first) holds no
// money until the code mailed for it is typed in: read here from the sandbox mailbox.

/** The id of the newest withdrawal of the signed-in trader that waits for its code (the pending list says). */
async function waitingId(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const list = (await (await page.request.post('/api/us/pending', { headers: { 'X-CSRF-Token': token }, data: {} })).json()) as { pending: { transactionId: number; confirm_by?: string }[] };
  const waiting = list.pending.find((row) => row.confirm_by !== undefined);
  if (!waiting) throw new Error('no withdrawal waits for its code');
  return waiting.transactionId;
}

/** Types the mailed code into the open code dialog and confirms: the request becomes pending. */
async function confirmWithMailedCode(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Code from the email').fill(await mailedWithdrawalCode(page, email, await waitingId(page)));
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A fresh trader with 500.00 USD from a sandbox wallet deposit, and the verification the test needs. The deposit is
 * made after the signed-in page has stored (and shows) the balance from before it, as a deposit from another tab or
 * device would be: the page learns of it only by asking the server.
 */
async function traderWithMoney(page: Page, verification: 'Full' | 'None'): Promise<string> {
  const email = await registerTrader(page, { prefix: 'wd' });
  await page.request.post('/sandbox/user', { data: { email, verification } });
  await login(page, email, TRADER_PASSWORD);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const paid = await page.request.post('/api/pay/perfect', {
    headers: { 'X-CSRF-Token': token, 'Idempotency-Key': `wd-e2e-${Date.now()}` },
    data: { amount: '500', currency: 'USD', bonus: '0', fixed: false },
  });
  expect(await paid.json()).toMatchObject({ return: true, status: 'approved' });
  return email;
}

test('case 3: not verified — the dialog says it waits for documents; confirmed, it is pending; cancelled, the balance is back', async ({ page }) => {
  const email = await traderWithMoney(page, 'None');
  // The same page, another screen (only the hash changes, nothing reloads, so no new user comes with a page): the
  // poller reads the user every 90 s, whenever its last read was; the withdrawal screen asks the server as it opens.
  await page.goto('/en/trading#/show/withdrawal');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toContainText('500.00');
  await expectNoAxeViolations(page, '.page-withdrawal');

  const form = page.getByRole('form', { name: 'Withdrawal request' });
  // The form's own rules first: nothing leaves with a wrong amount.
  await form.getByRole('radio', { name: 'Perfect Money' }).check();
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Enter the amount to withdraw.')).toBeVisible();
  await form.getByLabel('Amount, USD').fill('0');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Enter an amount above zero in numbers, e.g. 120.50.')).toBeVisible();
  await expect(form.getByLabel('Amount, USD')).toBeFocused();

  await form.getByLabel('Amount, USD').fill('120.50');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verification needed' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '#/show/personal');
  await screenshot(page, 'withdrawal-case3-390');
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  // Perfect Money was never paid to this trader: the code mailed for the request confirms it.
  await confirmWithMailedCode(page, email);
  await expect(form.getByText('Your withdrawal request has been received')).toBeVisible();
  await expect(balance).toContainText('379.50');

  const pending = page.getByRole('region', { name: 'Pending withdrawals' });
  // Money as the rest of the app writes it; the button stays one word on one line.
  await expect(pending.getByText('$120.50', { exact: true })).toBeVisible();
  await expect(pending.getByText('120.50 USD')).toHaveCount(0);
  const cancel = pending.getByRole('button', { name: 'Cancel the withdrawal of $120.50' });
  const { lineHeight, height } = await cancel.locator('.btn__label').evaluate((label) => ({ lineHeight: parseFloat(getComputedStyle(label).lineHeight), height: label.getBoundingClientRect().height }));
  expect(height).toBeLessThan(lineHeight * 1.5);
  await screenshot(page, 'withdrawal-pending-390');
  await cancel.click();
  await expect(pending.getByText('No withdrawal is waiting.')).toBeVisible();
  await expect(balance).toContainText('500.00');
});

test('case 5: a new wallet — the wallet is checked for its coin, the request confirmed by the mailed code, then pending', async ({ page }) => {
  const email = await traderWithMoney(page, 'Full');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/trading#/show/withdrawal');
  // The screen asks the server as it opens: the deposit shows before the form checks an amount against it.
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('500.00');
  const form = page.getByRole('form', { name: 'Withdrawal request' });
  await form.getByRole('radio', { name: 'Bitcoin' }).check();
  await form.getByLabel('Amount, USD').fill('50');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Please enter Wallet address!')).toBeVisible();
  await form.getByLabel('Bitcoin wallet address').fill('not-a-bitcoin-address');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('This is not a valid Bitcoin address.')).toBeVisible();
  await form.getByLabel('Bitcoin wallet address').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  // A wallet this trader was never paid to: the request waits for the code mailed for it, holding no money.
  const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('first withdrawal to this destination')).toBeVisible();
  await expect(dialog.getByLabel('Code from the email')).toBeFocused();
  await expectNoAxeViolations(page, '.dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'withdrawal-code-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('500.00');
  const id = await waitingId(page);
  const first = await mailedWithdrawalCode(page, email, id);
  await dialog.getByLabel('Code from the email').fill(first === '000000' ? '000001' : '000000');
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(dialog.getByText('That code is not right')).toBeVisible();
  // Closed, it waits in the list, and is confirmed from there with a new code.
  await dialog.getByRole('button', { name: 'Later' }).click();
  const pending = page.getByRole('region', { name: 'Pending withdrawals' });
  await expect(pending.getByText('Waiting for your code')).toBeVisible();
  await pending.getByRole('button', { name: 'Enter the code for the withdrawal of $50.00' }).click();
  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog.getByText('We have sent a new code')).toBeVisible();
  const fresh = await mailedWithdrawalCode(page, email, id, first);
  await dialog.getByLabel('Code from the email').fill(fresh);
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(form.getByText('Your withdrawal request has been received')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pending.getByText('$50.00', { exact: true })).toBeVisible();
  await expect(pending.getByText('Waiting for your code')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('450.00');
  await expectNoAxeViolations(page, '.page-withdrawal');
  await screenshot(page, 'withdrawal-1280');

  // Offline: the request cannot be sent, the form says why, and the pending list is still there from its copy.
  await page.context().setOffline(true);
  await expect(form.getByText("You're offline. Withdrawals are never queued")).toBeVisible();
  await expect(form.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Pending withdrawals' }).getByText('$50.00', { exact: true })).toBeVisible();
  await page.context().setOffline(false);
  // The back office sees it was confirmed by the mailed code.
  expect(await (await page.request.post(`/sandbox/withdrawal/${id}`, { data: { status: 'paid' } })).json()).toMatchObject({ return: true, confirmed: 'mail' });
});

test('a wallet typed for Bitcoin does not ride along with a card payout; the Russian row names the card as its chip does', async ({ page }) => {
  const email = await traderWithMoney(page, 'Full');
  await page.goto('/en/trading#/show/withdrawal');
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('500.00');
  const form = page.getByRole('form', { name: 'Withdrawal request' });
  await form.getByRole('radio', { name: 'Bitcoin' }).check();
  await form.getByLabel('Bitcoin wallet address').fill('not-a-bitcoin-address');
  await form.getByRole('radio', { name: 'Card', exact: true }).check();
  await form.getByLabel('Amount, USD').fill('20');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/withdrawal')) sent.push(request.postData() ?? '');
  });
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await confirmWithMailedCode(page, email);
  await expect(form.getByText('Your withdrawal request has been received')).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  for (const body of sent) expect(body).not.toContain('not-a-bitcoin-address');
  const pending = page.getByRole('region', { name: 'Pending withdrawals' });
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem')).toContainText('$20.00');
  await expect(pending.getByRole('listitem')).toContainText('Card');
  await expect(pending.getByRole('listitem')).not.toContainText('not-a-');

  await page.goto('/ru/trading#/show/withdrawal');
  const row = page.getByRole('region', { name: 'Ожидающие выводы' }).getByRole('listitem');
  await expect(row).toContainText('Карта');
  await expect(row).not.toContainText('Credit Card');
  const cancel = row.getByRole('button', { name: /^Отменить вывод/ });
  const { lineHeight, height } = await cancel.locator('.btn__label').evaluate((label) => ({ lineHeight: parseFloat(getComputedStyle(label).lineHeight), height: label.getBoundingClientRect().height }));
  expect(height).toBeLessThan(lineHeight * 1.5);
  // The row itself (a full-page shot has the tab bar over it).
  await page.getByRole('region', { name: 'Ожидающие выводы' }).screenshot({ path: 'test-results/screens/withdrawal-pending-ru-row-390.png' });
});
