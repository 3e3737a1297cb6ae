import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { advanceServerClock, appPost, cardDeposit, login, mailedWithdrawalCode, platformURL, registerTrader, screenshot } from './support/fixtures';

// The trader's screen beyond the platform frame: a closed trade announced on another screen, a history a trader can
// use (prices, methods, a withdrawal's timeline, the statement), lists that follow events and the current account.

const PASSWORD = 'Secret123!';

/**
 * A withdrawal to Perfect Money, a destination this new trader was never paid to: held until the mailed code
 * confirms it, as a trader does, and pending then. Resolves its number.
 */
async function confirmedWithdrawal(page: Page, email: string, amount: string): Promise<number> {
  const made = (await appPost(page, '/api/withdrawal/final', { proc: 'Perfect Money', method: 'Perfect Money', wallet: '', is_fixed: false, currency: 'USD', amount }, true)) as { return: boolean; status: string; id: number };
  expect(made).toMatchObject({ return: true, status: 'unconfirmed' });
  const code = await mailedWithdrawalCode(page, email, made.id);
  expect(await appPost(page, '/api/withdrawal/confirm', { id: String(made.id), code })).toMatchObject({ return: true, status: 'pending' });
  return made.id;
}

async function fundedTrader(page: Page, prefix: string, lang = 'en'): Promise<string> {
  const email = await registerTrader(page, { prefix, country: 'GB', firstName: 'Tara', lastName: 'Trader', password: PASSWORD });
  await page.request.post('/sandbox/user', { data: { email, verification: 'Full' } });
  await login(page, email, PASSWORD, lang);
  await cardDeposit(page, '500', { firstName: 'Tara', lastName: 'Trader' });
  return email;
}

async function openTrade(page: Page, symbol: string, expiry: string): Promise<void> {
  const minted = (await appPost(page, '/api/platform/token', {})) as { token: string };
  const session = (await (await page.request.post(`${platformURL()}/cli/exchange`, { data: { token: minted.token } })).json()) as { token: string };
  const opened = await page.request.post(`${platformURL()}/v2/cli/api/order/open`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { symbol, expiry, direction: 'call', amount: '10' },
  });
  expect(await opened.json()).toMatchObject({ return: true });
}

/** Whether this device's poll has run once (it then knows which closes are old news). */
function pollHasRun(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('trader');
        open.addEventListener('success', () => {
          const request = open.result.transaction('lists').objectStore('lists').get('trades.announced');
          request.addEventListener('success', () => {
            resolve(request.result !== undefined);
            open.result.close();
          });
          request.addEventListener('error', () => resolve(false));
        });
        open.addEventListener('error', () => resolve(false));
      }),
  );
}

test('a trade closing while the trader is on History is announced there; its row shows prices, expiry and rate', async ({ page }) => {
  test.setTimeout(120_000);
  await fundedTrader(page, 'outcome');
  await page.goto('/en/trading#/show/history');
  await expect.poll(() => pollHasRun(page), { timeout: 20_000 }).toBe(true);

  await openTrade(page, 'EURUSD', '30');
  await advanceServerClock(page, 31_000);
  // The next notifications poll (every 30 s) carries the close; the settler has settled it meanwhile.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Trade closed' });
  await expect(toast).toBeVisible({ timeout: 45_000 });
  await expect(toast).toContainText(/EUR\/USD: (won, \$18\.00 paid to your account|lost \$10\.00|tie, \$10\.00 returned)/);
  await screenshot(page, 'trade-outcome-toast-history-390');

  await page.reload();
  const trades = page.getByRole('table', { name: 'Trades' });
  const row = trades.getByRole('row').nth(1);
  await expect(row).toContainText('EUR/USD');
  // The cells' names are drawn by CSS on a phone (the header row is for screen readers): the values are the text.
  await expect(row.getByRole('cell').nth(7)).toHaveText(/^\d+\.\d+ → \d+\.\d+$/);
  await expect(row.getByRole('cell').nth(8)).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
  await expect(row).toContainText('80%');
  await expectNoAxeViolations(page, '.history');
  await screenshot(page, 'history-trade-details-390');
});

test('transactions name their method; a withdrawal opens its timeline; the statement downloads as CSV (en and ru)', async ({ page }) => {
  const email = await fundedTrader(page, 'statement');
  const id = await confirmedWithdrawal(page, email, '120.50');

  await page.goto('/en/trading#/show/history');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByText('Card Visa •••• 4242')).toBeVisible();
  await transactions.getByRole('button', { name: `Perfect Money · No. ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Withdrawal No. ${id}` });
  await expect(dialog.getByRole('list', { name: 'Status timeline' }).getByRole('listitem')).toHaveText([/^Requested/, /^In review\s*Now$/, /^Paid\s*Waiting$/]);
  await expectNoAxeViolations(page, 'dialog');
  await screenshot(page, 'withdrawal-timeline-390');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^statement-.*\.csv$/);
  const text = (await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }));
  expect(text).toContain('Time,Type,Amount,Currency,Status,Method,No.');
  expect(text).toContain(',500.00,USD,');
  expect(text).toContain(',-120.50,USD,Pending,');
  expect(text).toContain('Card Visa •••• 4242');
  await expectNoAxeViolations(page, '.history');
  await screenshot(page, 'history-transactions-statement-390');

  await page.goto('/ru/trading#/show/history');
  await page.getByRole('tab', { name: 'Операции' }).click();
  await expect(page.getByRole('button', { name: 'Скачать выписку (CSV)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Операции' }).getByText('Карта Visa •••• 4242')).toBeVisible();
  await expectNoAxeViolations(page, '.history');
  await screenshot(page, 'history-transactions-ru-390');
});

test('a paid withdrawal leaves the pending list once its notice arrives, without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await fundedTrader(page, 'wd-event');
  const id = await confirmedWithdrawal(page, email, '50');
  await page.goto('/en/trading#/show/withdrawal');
  const list = page.getByRole('region', { name: 'Pending withdrawals' });
  await expect(list.getByRole('button', { name: 'Cancel the withdrawal of $50.00' })).toBeVisible();
  expect((await page.request.post(`/sandbox/withdrawal/${id}`, { data: { status: 'paid' } })).ok()).toBe(true);
  // The notifications poll (30 s) brings the paid notice; the list reloads with it.
  await expect(list.getByRole('button', { name: 'Cancel the withdrawal of $50.00' })).toHaveCount(0, { timeout: 45_000 });
  await expectNoAxeViolations(page, '.page-withdrawal');
});

test('on the EUR account the history lists none of the USD account\'s trades', async ({ page }) => {
  await fundedTrader(page, 'per-account');
  await openTrade(page, 'EURUSD', '30');
  await page.goto('/en/trading#/show/history');
  await expect(page.getByRole('table', { name: 'Trades' }).getByRole('row')).toHaveCount(2);
  const added = (await appPost(page, '/api/us/create_account', { currency: 'EUR' })) as { account: { accountId: number } };
  await appPost(page, '/api/us/set_account', { account: added.account.accountId });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('EUR');
  await expect(page.getByRole('table', { name: 'Trades' })).toHaveCount(0);
  await expect(page.getByText('No trades yet')).toBeVisible();
  await screenshot(page, 'history-eur-account-390');
});

test('Settings offer a sound on close (off by default, kept on the device) beside the pop-ups, in en and ru', async ({ page }) => {
  await fundedTrader(page, 'settings-sound');
  await page.goto('/en/trading#/show/settings');
  const sound = page.getByRole('checkbox', { name: /Sound when a trade closes/ });
  await expect(sound).not.toBeChecked();
  await sound.check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Sound when a trade closes/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Trade results' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'settings-trade-results-390');
  await page.goto('/ru/trading#/show/settings');
  await expect(page.getByRole('checkbox', { name: /Звук при закрытии сделки/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshot(page, 'settings-trade-results-ru-390');
});
