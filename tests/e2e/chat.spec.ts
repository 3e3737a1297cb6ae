import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { advanceServerClock, appPost, cardDeposit, closeToast, login, loginAsDemo, registerTrader, screenshot } from './support/fixtures';

const PASSWORD = 'Secret123!';

async function hostSays(page: Page, text: string, room?: string): Promise<void> {
  const reply = await page.request.post('/sandbox/chat', { data: { host: 'mark', text, ...(room ? { room } : {}) } });
  expect(reply.ok()).toBe(true);
}

test('trading chat: a host message arrives live, a message is sent, tips with and without confirmation, one cancelled in its 3 s', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerTrader(page, { prefix: 'chat', country: 'GB', firstName: 'Chad', lastName: 'Chatter', password: PASSWORD });
  await login(page, email, PASSWORD);
  await cardDeposit(page, '300', { firstName: 'Chad', lastName: 'Chatter' });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$300.00');

  // Folded on a phone so it never covers the trade controls; one tap opens it. Until then it is its title bar only:
  // no history, no stream.
  const toggle = page.getByRole('button', { name: /^Chat/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();
  const chatCalls = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/chat/')).length);
  expect(await chatCalls()).toBe(0);
  await toggle.click();
  const log = page.getByRole('log', { name: 'Trading room' });
  await expect(log).toBeVisible();
  // The panel took the title bar's place; focus stays on its toggle, now open.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(page.getByText(/is hosting today/)).toBeVisible({ timeout: 10_000 });

  await hostSays(page, 'Good morning, traders! EURUSD is moving.');
  await expect(log.getByText('Good morning, traders! EURUSD is moving.')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'Message' }).fill('<b>Hello</b> Mark');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByText('<b>Hello</b> Mark')).toBeVisible();
  // The host's message carries a badge beside the name; the trader's none, whatever the name.
  const hostItem = log.getByRole('listitem').filter({ hasText: 'Good morning, traders!' });
  await expect(hostItem.getByText('Host', { exact: true })).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: '<b>Hello</b> Mark' }).getByText('Host', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'chat-panel-390');

  // A tip of 5: no confirmation, a visible 3 s countdown, then deducted once.
  await page.getByLabel('Tip a host').selectOption({ label: 'Anna' });
  await page.getByLabel('Tip (USD)').fill('5');
  await page.getByRole('button', { name: 'Send tip' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Sending \$5\.00 in \d s/ })).toBeVisible();
  await expect(page.getByText('$5.00 tip sent to Anna.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$295.00');

  // A tip of 50 needs a confirmation naming the amount; cancelled inside its 3 s, nothing leaves.
  await page.getByLabel('Tip (USD)').fill('50');
  await page.getByRole('button', { name: 'Send tip' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the tip' });
  await expect(confirm).toContainText('$50.00 tip deducted from your balance for Anna.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send tip' }).click();
  const countdown = page.getByRole('status').filter({ hasText: /Sending \$50\.00 in \d s/ });
  await expect(countdown).toBeVisible();
  await countdown.getByRole('button', { name: 'Cancel' }).click();
  await expect(countdown).toBeHidden();

  // Confirmed and left to run: this one goes. Had the cancelled one gone too, 105 would have been tipped.
  await page.getByRole('button', { name: 'Send tip' }).click();
  await confirm.getByRole('button', { name: 'Send tip' }).click();
  await expect(page.getByText('$50.00 tip sent to Anna.')).toBeVisible({ timeout: 10_000 });
  expect(await appPost(page, '/api/chat/balance', {})).toMatchObject({ all: '55.00', balance: '245.00' });
  // Nobody chose to be named: the room hears of the tips, not of Chad.
  await expect(log.getByText('A tip for Anna: $50.00')).toBeVisible();
  await expect(log.getByText(/Chad tipped/)).toHaveCount(0);

  // Chosen on the form, the name goes with the tip.
  const showName = page.getByRole('checkbox', { name: 'Show my name with the tip' });
  await expect(showName).not.toBeChecked();
  await showName.check();
  await page.getByLabel('Tip (USD)').fill('5');
  await page.getByRole('button', { name: 'Send tip' }).click();
  await expect(log.getByText('Chad tipped Anna $5.00')).toBeVisible({ timeout: 10_000 });
  // The scan reads the page, not a toast sliding over it.
  await closeToast(page, '$5.00 tip sent to Anna.');
  await expectNoAxeViolations(page);
  await screenshot(page, 'chat-tip-named-390');

  // The support chat is the trader's own conversation, answered in real time.
  // Brought into view first: scrolled there by the click itself, the tall page (the chart above) sometimes came to
  // rest at its top, and the tap landed in the platform's frame instead.
  const supportRoom = page.getByRole('button', { name: 'Support chat' });
  await supportRoom.scrollIntoViewIfNeeded();
  await supportRoom.click();
  await expect(supportRoom).toHaveAttribute('aria-pressed', 'true');
  const user = (await appPost(page, '/api/fraud/user', {})) as { user: { userId?: number; id?: number } };
  const id = user.user.userId ?? user.user.id;
  await hostSays(page, 'Hi Chad, how can I help?', `live:u${id}`);
  await expect(page.getByRole('log', { name: 'Support chat' }).getByText('Hi Chad, how can I help?')).toBeVisible({ timeout: 10_000 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'chat-panel-1280');
});

test('on a wide screen the chat stands open beside the page without a tap, live', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  const toggle = page.getByRole('button', { name: /^Chat/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  await expect(page.getByRole('log', { name: 'Trading room' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(toggle).toContainText('connected');
  await expectNoAxeViolations(page);
});

test('a chat token that ran out is renewed: the refused stream reopens with a fresh one and nothing is missed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  const toggle = page.getByRole('button', { name: /^Chat/ });
  await expect(toggle).toContainText('connected', { timeout: 10_000 });
  const tokenCalls = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/chat/token')).length);
  expect(await tokenCalls()).toBe(1);

  // Past the token's 5 minutes on the server clock: the open stream ends at its next wake-up (this message), the
  // browser's reconnect with the old address is refused, and the client asks for a new token.
  await advanceServerClock(page, 6 * 60 * 1000);
  await hostSays(page, 'Said as the token ran out');
  const log = page.getByRole('log', { name: 'Trading room' });
  await expect(log.getByText('Said as the token ran out')).toBeVisible({ timeout: 15_000 });
  await expect.poll(tokenCalls, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(toggle).toContainText('connected', { timeout: 10_000 });
  await hostSays(page, 'Live again on the new token');
  await expect(log.getByText('Live again on the new token')).toBeVisible({ timeout: 10_000 });
});

test('guest live chat on the login screen: an anonymous conversation answered by support', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('region', { name: 'Live chat' });
  await panel.getByRole('textbox', { name: 'Message' }).fill('Do you accept EUR?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Do you accept EUR?')).toBeVisible();
  const anon = await page.evaluate(() => localStorage.getItem('chat.anon'));
  expect(anon).toMatch(/^[a-f0-9]{32}$/);
  await hostSays(page, 'Yes: choose EUR when you register.', `live:a${anon}`);
  await expect(panel.getByText('Yes: choose EUR when you register.')).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);
  await screenshot(page, 'chat-live-guest-390');
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
});

// The chat's button never covers what the guest reads or fills in: on the register form at a phone's width, in
// both languages, its box meets no field, label or hint wherever the page is scrolled.
test('the guest chat button covers no field or hint of the register form at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, name] of [['en', 'Chat with us'], ['ru', 'Чат с нами']] as const) {
    await page.goto(`/${lang}/register`);
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 300) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      const overlaps = await page.evaluate(() => {
        const box = document.querySelector('.live-chat__button')?.getBoundingClientRect();
        if (!box) return ['no button'];
        const content = document.querySelectorAll('.guest__card input, .guest__card select, .guest__card label, .guest__card .field__hint, .guest__card p, .guest__card button');
        return [...content]
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
          })
          .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      });
      expect(overlaps, `${lang}, scrolled to ${top}`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await screenshot(page, `chat-guest-button-register-${lang}-390`);
  }
});
