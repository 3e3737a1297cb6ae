import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { appPost, login, registerTrader, screenshot, TRADER_PASSWORD } from './support/fixtures';
import { openAccountMenu } from './support/shell';

// Documents, the signature and the password change, as a trader does them.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5ed2f6a0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('documents: a PNG and a PDF uploaded and previewed; an 11 MB file and a renamed executable refused', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'docs' });
  await login(page, email, TRADER_PASSWORD);
  await page.goto('/en/trading#/show/personal');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('heading', { name: 'Passport' })).toBeVisible();
  await expectNoAxeViolations(page, '.page-personal');
  // The passport's row says it takes two files, its two sides, and how many are in: one file is not the whole of it.
  const passport = documents.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Passport' }) });
  await expect(passport.getByText('2 files needed: front and back · 0 of 2 uploaded')).toBeVisible();
  await expect(documents.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Proof of address' }) }).getByText(/files needed/)).toHaveCount(0);

  await documents.getByLabel('Upload a file of your Passport').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(documents.getByRole('button', { name: 'Preview passport.png' })).toBeVisible();
  await expect(passport.getByText('2 files needed: front and back · 1 of 2 uploaded')).toBeVisible();
  // The same in Russian, at the phone's width.
  await page.goto('/ru/trading#/show/personal');
  const ruPassport = page.getByRole('region', { name: 'Документы' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Паспорт' }) });
  await expect(ruPassport.getByText('Нужно 2 файла: лицевая и оборотная стороны · Загружено 1 из 2')).toBeVisible();
  await expectNoAxeViolations(page, '.page-personal');
  await screenshot(page, 'personal-documents-ru-390');
  await page.goto('/en/trading#/show/personal');
  await documents.getByLabel('Upload a file of your Passport').setInputFiles({ name: 'passport-page2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(documents.getByRole('link', { name: 'Download passport-page2.pdf' })).toBeVisible();
  await expect(documents.getByText('Uploaded, in review')).toBeVisible();
  // Spec §5 file count: a passport takes two files; a third waits until one is removed.
  await expect(documents.getByText('The file limit for this document (2) is reached: remove a file to upload another.')).toBeVisible();
  await expect(documents.getByLabel('Upload a file of your Passport')).toBeDisabled();

  // Previews: a photo opens over the page, a PDF downloads; each file as what it is, to its owner.
  await documents.getByRole('button', { name: 'Preview passport.png' }).click();
  const preview = page.getByRole('dialog', { name: 'passport.png' });
  const picture = preview.getByRole('img', { name: 'Your file passport.png' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expectNoAxeViolations(page, '.file-preview');
  await screenshot(page, 'document-preview-390');
  const pictureHref = await preview.getByRole('link', { name: 'Download passport.png' }).getAttribute('href');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expect(documents.getByRole('button', { name: 'Preview passport.png' })).toBeFocused();
  const pdfHref = await documents.getByRole('link', { name: 'Download passport-page2.pdf' }).getAttribute('href');
  for (const [href, type] of [[pictureHref, 'image/png'], [pdfHref, 'application/pdf']] as const) {
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe(type);
    expect(file.headers()['cache-control']).toBe('no-store');
  }
  const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('link', { name: 'Download passport-page2.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('passport-page2.pdf');

  const address = documents.getByLabel('Upload a file of your Proof of address');
  await address.setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is a program') });
  await expect(documents.getByText('Attach a PNG, JPG or PDF file.')).toBeVisible();
  const big = Buffer.alloc(11 * 1024 * 1024);
  PNG.copy(big);
  await address.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(documents.getByText('This file is larger than 10 MB. Choose a smaller one.')).toBeVisible();
  await screenshot(page, 'personal-documents-390');

  // "I don't have it" for the card's back.
  await documents.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Card, back' }) }).getByRole('button', { name: "I don't have it" }).click();
  await expect(documents.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Card, back' }) }).getByText('Not available')).toBeVisible();
});

test('signature: an empty pad is refused, a drawn one saved; the password changes and the new one logs in', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'sign' });
  await login(page, email, TRADER_PASSWORD);
  await page.goto('/en/trading#/show/personal');
  const signature = page.getByRole('region', { name: 'Signature' });
  await signature.getByRole('button', { name: 'Save signature' }).click();
  await expect(signature.getByText('Draw your signature in the box before saving.')).toBeVisible();
  const pad = signature.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + 30, box.y + 90);
  await page.mouse.down();
  for (const [dx, dy] of [[60, -40], [120, 30], [180, -20], [240, 40]] as const) await page.mouse.move(box.x + dx, box.y + 90 + dy, { steps: 5 });
  await page.mouse.up();
  await signature.getByRole('button', { name: 'Save signature' }).click();
  await expect(signature.getByText('Your signature was saved.')).toBeVisible();
  await screenshot(page, 'personal-signature-390');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/trading#/show/security');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password', { exact: true })).toBeFocused();
  await form.getByLabel('Current password', { exact: true }).fill(TRADER_PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill('Better1234');
  await form.getByLabel('Repeat the new password', { exact: true }).fill('Better1234');
  await expectNoAxeViolations(page, '.page-security');
  await screenshot(page, 'security-1280');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your password was changed')).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login/);
  await login(page, email, 'Better1234');
});

test('contact details: a new e-mail asks for the current password and shows the server’s message for it', async ({ page }) => {
  const email = await registerTrader(page, { prefix: 'contact' });
  await login(page, email, TRADER_PASSWORD);
  await page.goto('/en/trading#/show/personal');
  const form = page.getByRole('form', { name: 'Contact details' });
  const emailField = form.getByLabel('Email', { exact: true });
  await expect(emailField).toHaveValue(email);
  // The phone alone: no password asked.
  await expect(form.getByLabel('Current password', { exact: true })).toHaveCount(0);
  const moved = email.replace('@', '-moved@');
  await emailField.fill(moved);
  const password = form.getByLabel('Current password', { exact: true });
  await expect(password).toBeVisible();
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(form.getByText('Enter your current password to change the email.')).toBeVisible();
  await password.fill('Wrong1234!');
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(form.getByText('The current password is wrong.')).toBeVisible();
  await password.fill(TRADER_PASSWORD);
  await form.getByRole('button', { name: 'Save contact details' }).click();
  await expect(form.getByText('Your contact details were saved.')).toBeVisible();
  await expect(form.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, '.page-personal');
});

test('a US resident picks a state at registration; the personal page names the country and the state, and the state can be changed', async ({ page }) => {
  await page.goto('/en/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Stone');
  const email = `states-${Date.now()}@example.com`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TRADER_PASSWORD);
  // The state select appears only for the US (spec §1 US states list).
  await expect(page.getByLabel('State')).toHaveCount(0);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Phone').fill('2125550123');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Required: the form stops on the empty state.
  await expect(page.getByLabel('State')).toBeFocused();
  await page.getByLabel('State').selectOption({ label: 'New York' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/trading#\/home$/);

  await page.goto('/en/trading#/show/personal');
  const details = page.locator('.page-personal dl.details');
  await expect(details).toContainText('United States');
  await expect(details).toContainText('New York');
  const contact = page.getByRole('form', { name: 'Contact details' });
  await expect(contact.getByLabel('State')).toHaveValue('NY');
  await contact.getByLabel('State').selectOption({ label: 'California' });
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByText('Your contact details were saved.')).toBeVisible();
  expect(await appPost(page, '/api/fraud/user', {})).toMatchObject({ user: { country: 'US', state: 'CA' } });
  await expectNoAxeViolations(page, '.page-personal');

  // The Russian page, first loaded now: the country in Russian, the state saved above.
  await page.goto('/ru/trading#/show/personal');
  await expect(page.locator('.page-personal dl.details')).toContainText('Соединенные Штаты');
  await expect(page.locator('.page-personal dl.details')).toContainText('California');
});
