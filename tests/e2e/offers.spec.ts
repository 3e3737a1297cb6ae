import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { appPost, firstTap, login, registerTrader, screenshot } from './support/fixtures';

const PASSWORD = 'Secret123!';

async function trigger(page: Page, email: string, name: string, amount?: string): Promise<void> {
  const reply = await page.request.post('/sandbox/trigger', { data: { email, name, ...(amount ? { amount } : {}) } });
  expect(reply.ok()).toBe(true);
}

/**
 * The next user refresh names the offer; a load runs the refresh at once (the poller's first run). It opens on a
 * screen without a money form (home holds pop-ups while it leads a new trader to the first deposit), after the
 * trader's first tap.
 */
async function offerOpens(page: Page, title: string) {
  // From a blank page, so no request of the last page's counts: until that tap the new page does no work for the
  // offer (no request), and a load with one due costs what one without does.
  await page.goto('about:blank');
  const offerAsks: string[] = [];
  const countAsk = (request: Request) => {
    if (request.url().endsWith('/api/offers/current')) offerAsks.push(request.url());
  };
  page.on('request', countAsk);
  await page.goto('/en/trading#/show/history');
  await expect(page.getByRole('heading', { name: 'Trading history', level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(offerAsks).toEqual([]);
  page.off('request', countAsk);
  await firstTap(page);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test('offers the server names open once as modals: limited (countdown, grant, shown on funding), risk-free, IQ mining, ladder, signals', async ({ page, context }) => {
  test.setTimeout(150_000);
  const email = await registerTrader(page, { prefix: 'offers', country: 'GB', firstName: 'Olga', lastName: 'Offer', password: PASSWORD });
  await login(page, email, PASSWORD);

  // Limited: a 180 s countdown; accepting grants it, and the funding page shows it on the next deposit.
  await trigger(page, email, 'limited');
  let dialog = await offerOpens(page, 'Limited offer');
  await expect(dialog.getByRole('timer', { name: 'Time left on this offer' })).toContainText(/[23]:\d\d/);
  await expect(dialog).toContainText('extra 30% bonus');
  await expectNoAxeViolations(page);
  await screenshot(page, 'offer-limited-390');
  // Another tab sees the same user, but the modal opens once across tabs.
  const other = await context.newPage();
  await other.goto('/en/trading#/show/history');
  await expect(other.getByRole('status', { name: 'Balance' })).toBeVisible();
  await firstTap(other);
  await expect(other.getByRole('dialog', { name: 'Limited offer' })).toBeHidden();
  await other.close();
  await dialog.getByRole('button', { name: 'Get the bonus' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/en/trading#/show/funding');
  await expect(page.getByText('Limited offer: this deposit gets an extra 30% bonus.')).toBeVisible();

  // Escape closes an offer, declines it for good, and gives focus back.
  await page.goto('/en/trading#/home');
  await trigger(page, email, 'limited');
  dialog = await offerOpens(page, 'Limited offer');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await appPost(page, '/api/triggers/limited_yes', {})).toMatchObject({ return: false });

  // Risk-free: the cap and an hour's countdown.
  await trigger(page, email, 'modal_5_risk_free', '25');
  dialog = await offerOpens(page, 'Risk-free trade');
  await expect(dialog).toContainText('Refund up to $25.00');
  await expect(dialog.getByRole('timer')).toContainText(/(59|60):\d\d/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(dialog).toBeHidden();
  expect(await appPost(page, '/api/offers/current', {})).toMatchObject({ offer: { name: 'modal_5_risk_free', status: 'accepted' } });

  // IQ mining: start, then step by step to the end.
  await trigger(page, email, 'modal_iq_one');
  dialog = await offerOpens(page, 'IQ mining');
  await dialog.getByRole('button', { name: 'Start IQ mining' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 5' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: '0 of 5 steps done' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'offer-iq-390');
  for (let step = 2; step <= 5; step += 1) {
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog.getByRole('heading', { name: `Step ${step} of 5` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();

  // Signals: text from the server, closed with one button. (No copy-trading offer: the app has no copy trading.)
  for (const [name, title, text] of [['signals', 'Trading signals', 'Trading signals: a suggested asset']] as const) {
    await trigger(page, email, name);
    dialog = await offerOpens(page, title);
    // Left unanswered by a reload, it opens again: the server still names it.
    dialog = await offerOpens(page, title);
    await expect(dialog).toContainText(text);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
  }

  // Ladder: /api/us/ladder names where to go.
  await trigger(page, email, 'ladder');
  dialog = await offerOpens(page, 'Deposit ladder');
  await dialog.getByRole('button', { name: 'Open the ladder' }).click();
  await expect(page).toHaveURL(/#\/show\/funding\/ladder$/);
});
