import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { firstTap, keptDepositKeys, login, pastNewAccountMinutes, registerTrader, screenshot } from './support/fixtures';

// The offers the server makes by itself (server/offers/rules.json), as `npm start` ships them: they wait out a new
// account's quiet first minutes, then open on a screen without a money form, after the trader's first tap.

const PASSWORD = 'Trade1234!';

async function newTrader(page: Page, prefix: string): Promise<string> {
  const email = await registerTrader(page, { prefix, country: 'BR', firstName: 'Rita', lastName: 'Rules', password: PASSWORD });
  await login(page, email, PASSWORD);
  await pastNewAccountMinutes(page);
  return email;
}

/** History, freshly loaded (its refresh asks the rules), and the trader's first tap there. */
async function onHistory(page: Page): Promise<void> {
  await page.goto('/en/trading#/show/history');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trading history', level: 1 })).toBeVisible();
  await firstTap(page);
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Rita Rules');
  await page.getByRole('button', { name: /^Deposit \$/ }).click();
}

test('a new trader is offered IQ mining on the registration day; finishing it credits the reward to the bonus balance', async ({ page }) => {
  await newTrader(page, 'rules-iq');
  await onHistory(page);
  const dialog = page.getByRole('dialog', { name: 'IQ mining' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Start IQ mining' }).click();
  for (let step = 2; step <= 5; step += 1) {
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog.getByRole('heading', { name: `Step ${step} of 5` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();
  // The reward is money: a bonus ledger row, and the bell says so (through the one poller).
  await page.reload();
  await expect(page.getByText('+ $10.00 bonus')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('You completed IQ mining: $10.00 has been added to your bonus balance.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'offer-rules-iq-reward-390');
  // Once per trader: a reload does not bring it back.
  await page.keyboard.press('Escape');
  await onHistory(page);
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'IQ mining' })).toBeHidden();
});

test('a declined first deposit brings the limited offer; its bonus rides on the next deposit', async ({ page }) => {
  await newTrader(page, 'rules-limited');
  // Registration day: IQ mining comes first; the trader says no.
  await onHistory(page);
  const iq = page.getByRole('dialog', { name: 'IQ mining' });
  await expect(iq).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(iq).toBeHidden();

  await page.goto('/en/trading#/show/funding');
  await payWith(page, '4000 0000 0000 9995');
  const declined = page.getByRole('dialog', { name: 'Payment declined' });
  await expect(declined).toContainText('Not sufficient funds');
  await page.keyboard.press('Escape');
  await expect(declined).toBeHidden();
  // Closed for good once the closing is on disk (a reload a few milliseconds after the tap would show it again).
  await expect.poll(() => keptDepositKeys(page)).toEqual([]);

  // The next user refresh (a reload runs it at once) names the offer the rules made.
  await onHistory(page);
  const limited = page.getByRole('dialog', { name: 'Limited offer' });
  await expect(limited).toBeVisible({ timeout: 15_000 });
  await expect(limited).toContainText('extra 30% bonus');
  await limited.getByRole('button', { name: 'Get the bonus' }).click();
  await expect(limited).toBeHidden();

  await page.goto('/en/trading#/show/funding');
  await expect(page.getByText('Limited offer: this deposit gets an extra 30% bonus.')).toBeVisible();
  // The tier's 20 % (chosen: the bonus is off until then) and the offer's 30 %, promised before paying.
  await page.getByRole('checkbox', { name: /Bronze tier: \+20% bonus/ }).click();
  await expect(page.getByRole('region', { name: 'Pay by card' })).toContainText(/You deposit \$250\.00\s*\+ \$125\.00 bonus/);
  // Another card after the decline starts the cascade afresh: the first provider approves it.
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: 'Pay by card' }).getByText('Payment successful. Your balance has been updated.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('+ $125.00 bonus').first()).toBeVisible({ timeout: 15_000 });
});
