import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { login, registerTrader, screenshot } from './support/fixtures';
import { goToScreen, openAccountMenu } from './support/shell';

const PASSWORD = 'Secret123!';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0a1f50000000049454e44ae426082', 'hex');

async function wide(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a ticket with an attachment: an agent answers, a reply reopens it, then it is closed', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'ticket', country: 'GB', firstName: 'Tia', lastName: 'Ticket', password: PASSWORD });
  await login(page, email, PASSWORD);
  await goToScreen(page, 'Support');
  await expect(page).toHaveURL(/#\/show\/support$/);
  // No tickets yet: the main view's own form (department 8).
  const firstForm = page.getByRole('region', { name: 'Ask a question' });
  await expect(firstForm.getByLabel('Department')).toHaveValue('8');
  await expectNoAxeViolations(page);
  await screenshot(page, 'support-empty-390');

  // The dialog: department 12, priority 1 by default.
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await expect(dialog.getByLabel('Department')).toHaveValue('12');
  await expect(dialog.getByLabel('Priority')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText('Please enter a subject.')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Deposit <b>missing</b>');
  await dialog.getByLabel('Your message').fill('My deposit of 250 USD has not arrived.');
  await dialog.getByLabel('Attachments (Optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('receipt.png')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'support-dialog-390');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();

  await expect(page).toHaveURL(/#\/show\/support\/\d+$/);
  const id = /support\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const ticket = page.getByRole('article');
  await expect(ticket.getByRole('heading', { name: `#${id} Deposit <b>missing</b>` })).toBeVisible();
  await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
  const file = ticket.getByRole('link', { name: 'receipt.png' });
  const download = await page.request.get((await file.getAttribute('href')) ?? '');
  expect(download.headers()['content-type']).toBe('image/png');

  // The sandbox agent answers: the open view shows it within its 3.5 s refresh.
  const answered = await page.request.post(`/sandbox/ticket/${id}/reply`, { data: { text: 'We found your deposit, it lands today.' } });
  expect(answered.ok()).toBe(true);
  await expect(ticket.getByText('We found your deposit, it lands today.')).toBeVisible({ timeout: 15_000 });
  await expect(ticket.getByText('Answered', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'support-ticket-390');

  await ticket.getByLabel('Your reply').fill('Thank you! Still waiting.');
  await ticket.getByRole('button', { name: 'Send reply' }).click();
  await expect(ticket.getByText('Thank you! Still waiting.')).toBeVisible();
  await expect(ticket.getByText('Open', { exact: true })).toBeVisible();

  await ticket.getByRole('button', { name: 'Close ticket' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this ticket?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Close ticket' }).click();
  await expect(ticket.getByText('Closed', { exact: true })).toBeVisible();
  await wide(page, 'support-ticket');

  await ticket.getByRole('button', { name: 'All tickets' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`#${id} Deposit`) })).toContainText('Closed');
  await expectNoAxeViolations(page);
  await wide(page, 'support-list');

  // Offline, the list opens from its last copy and says so.
  await goToScreen(page, 'Trade');
  await page.context().setOffline(true);
  await goToScreen(page, 'Support');
  await expect(page.getByRole('link', { name: new RegExp(`#${id} Deposit`) })).toBeVisible();
  await expect(page.getByText("You're offline: this is the list as it was last loaded.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'New ticket' })).toBeVisible();
  await page.context().setOffline(false);
});

test('request a call from the top bar; the root path shows ?message= as an Error alert, as text', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'call', country: 'GB', firstName: 'Cal', lastName: 'Back', password: PASSWORD });
  await login(page, email, PASSWORD);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Request a call' }).click();
  const panel = page.getByRole('region', { name: 'Request a call-back' });
  const phone = panel.getByLabel('Phone number');
  await expect(phone).toHaveValue(/912345678/);
  await phone.fill('');
  await panel.getByRole('button', { name: 'Call me back' }).click();
  await expect(panel.getByText('Please enter your phone number.')).toBeVisible();
  // The top bar and its dropdown (the platform iframe below has its own checks).
  await expectNoAxeViolations(page, '.topbar');
  await screenshot(page, 'call-error-390');
  await phone.fill('+44 7700 900123');
  await panel.getByRole('button', { name: 'Call me back' }).click();
  await expect(panel.getByText('Request received')).toBeVisible();
  await expect(panel.getByText("We'll call you at +44 7700 900123 shortly.")).toBeVisible();
  await expectNoAxeViolations(page, '.topbar');
  await wide(page, 'call-sent');

  await page.goto('/?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3EPayment%20failed');
  const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(alert).toContainText('<img src=x onerror=alert(1)>Payment failed');
  await expect(alert.locator('img')).toHaveCount(0);
  await expectNoAxeViolations(page, '.root-message');
  await screenshot(page, 'root-message-390');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
});
