import { expect, test, type Page } from '@playwright/test';
import { appPost, login, registerTrader, TRADER_PASSWORD } from './support/fixtures';
import { goToScreen, openAccountMenu } from './support/shell';

// Over a budget the server answers 429 with its reason (server/API.md, Conventions); a form shows that reason and
// keeps what the trader typed. The budgets are spent through the API first, as a script would, so the screen meets
// the server's real refusal.

const RATE_LIMITED = /Too many requests\. Try again in \d+ minutes\./;

/** Calls `path` until the server refuses with `rate_limited` (at most `upTo` times). */
async function spend(page: Page, path: string, upTo: number, body: (i: number) => Record<string, unknown>) {
  for (let i = 0; i < upTo; i += 1) {
    const reply = await appPost(page, path, body(i));
    if (typeof reply === 'object' && reply !== null && 'code' in reply && reply.code === 'rate_limited') return;
  }
}

test('over the day’s budgets, the ticket, call-back and affiliate-link forms show the reason and keep what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'budget' });
  await login(page, email, TRADER_PASSWORD);

  await spend(page, '/api/kayako/form', 30, () => ({ department: '12', priority: '1', subject: 'Spent', content: 'Spending the budget.' }));
  await goToScreen(page, 'Support');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await dialog.getByLabel('Subject').fill('One more question');
  await dialog.getByLabel('Your message').fill('Is my deposit there yet?');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText(RATE_LIMITED)).toBeVisible();
  await expect(dialog.getByLabel('Subject')).toHaveValue('One more question');
  await expect(dialog.getByLabel('Your message')).toHaveValue('Is my deposit there yet?');
  await page.keyboard.press('Escape');

  await spend(page, '/api/call', 20, (i) => ({ phone: `+44 7700 9${String(i).padStart(5, '0')}` }));
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Request a call' }).click();
  const panel = page.getByRole('region', { name: 'Request a call-back' });
  await panel.getByLabel('Phone number').fill('+44 7700 900999');
  await panel.getByRole('button', { name: 'Call me back' }).click();
  await expect(panel.getByText(RATE_LIMITED)).toBeVisible();
  await expect(panel.getByLabel('Phone number')).toHaveValue('+44 7700 900999');
  await page.keyboard.press('Escape');

  await spend(page, '/api/us/refferal', 30, (i) => ({ action: 'save', link_name: `Spent ${i}`, landing: 'register' }));
  await goToScreen(page, 'Affiliate');
  const form = page.getByRole('region', { name: 'New link' });
  await form.getByLabel('Link name').fill('My trading blog');
  await form.getByLabel('Landing page').selectOption({ label: 'Registration page' });
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByText(RATE_LIMITED)).toBeVisible();
  await expect(form.getByLabel('Link name')).toHaveValue('My trading blog');
});

test('a document the storage quota has no room for: the server’s reason, not "file too large"', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'quota' });
  await login(page, email, TRADER_PASSWORD);
  // Filling 50 MB through the browser would only slow the suite: the server's refusal is stood in for here (the
  // server suite checks the quota itself, tests/server/quotas.test.ts).
  const message = 'Your files would take more than 50 MB, the space each account has. Remove some documents or attachments and try again.';
  await page.route('**/upload', (route) => route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ return: false, code: 'quota', message }) }));
  await page.goto('/en/trading#/show/personal');
  const documents = page.getByRole('region', { name: 'Documents' });
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await documents.getByLabel('Upload a file of your Passport').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
  await expect(documents.getByText(message)).toBeVisible();
  await expect(documents.getByText('This file is larger than 10 MB')).toHaveCount(0);
});
