import { expect, test, type Page } from '@playwright/test';
import { XSS_VECTORS } from '../fixtures/xss-vectors';
import { appPost, loginAsDemo } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

// The public XSS corpus through the doors a person writes into: chat messages, a support ticket and the news feed.
// Each vector calls __xss(n) if it ever runs; the pages are opened, hovered and tabbed through as a person would.

async function recordHits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { __xss: (n: unknown) => void; __hits: string[]; N: string };
    target.__hits = [];
    target.N = 'N';
    target.__xss = (n) => target.__hits.push(String(n));
  });
}

async function expectNothingRan(page: Page, scope: string): Promise<void> {
  // Hover what is there, as a person moving around would: a handler that survived would fire now.
  for (const element of (await page.locator(`${scope} *`).filter({ visible: true }).all()).slice(0, 80)) await element.hover({ timeout: 300 }).catch(() => undefined);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __hits: string[] }).__hits)).toEqual([]);
  const dangerous = await page.evaluate((selector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll(`${selector} *`)) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on') || /^\s*(javascript|vbscript):/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}`);
      }
    }
    for (const element of document.querySelectorAll(`${selector} script, ${selector} iframe, ${selector} object, ${selector} embed, ${selector} base`)) found.push(element.tagName);
    return found;
  }, scope);
  expect(dangerous).toEqual([]);
}

test('the XSS corpus in chat messages is shown as text and never runs', async ({ page }) => {
  await recordHits(page);
  // Each vector as a host's message through the sandbox. The chat refuses a message with characters it cannot show
  // (controls, NUL): those never reach anyone, and most of the corpus is taken.
  let taken = 0;
  for (const text of XSS_VECTORS) if ((await page.request.post('/sandbox/chat', { data: { host: 'mark', text: text.slice(0, 500) } })).ok()) taken += 1;
  expect(taken).toBeGreaterThan(XSS_VECTORS.length * 0.8);
  await loginAsDemo(page);
  const toggle = page.getByRole('button', { name: /^Chat/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const log = page.getByRole('log', { name: 'Trading room' });
  await expect(log).toContainText('__xss(', { timeout: 15_000 });
  await expectNothingRan(page, '[role="log"]');
});

test('the XSS corpus in a support ticket is shown as text and never runs', async ({ page }) => {
  await recordHits(page);
  await loginAsDemo(page);
  const content = XSS_VECTORS.join('\n').slice(0, 5000);
  const made = (await appPost(page, '/api/kayako/form', { department: '12', priority: '1', subject: XSS_VECTORS[0]?.slice(0, 150) ?? '', content })) as { ticket?: { id: number } };
  expect(made.ticket?.id).toBeGreaterThan(0);
  await page.goto(`/en/trading#/show/support`);
  await page.getByRole('link', { name: /__xss|script/i }).first().click();
  await expect(page.getByText('__xss(', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
  await expectNothingRan(page, 'main');
});

test('the XSS corpus in the news feed is cleaned or shown as text and never runs', async ({ page }) => {
  await recordHits(page);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const items = XSS_VECTORS.slice(0, 40).map((vector, index) =>
    `<item><title>${escape(`Story ${index} ${vector}`)}</title><link>https://news.example/${index}</link><guid>xss-${index}</guid><pubDate>Fri, 27 Nov 2026 08:00:00 GMT</pubDate><description>${escape(vector)}</description></item>`,
  );
  const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title><link>https://news.example</link><description>x</description>${items.join('')}</channel></rss>`;
  expect((await page.request.post('/sandbox/news', { data: { xml } })).ok()).toBe(true);
  try {
    await loginAsDemo(page);
    await page.goto('/en/trading#/show/news');
    await expect(page.getByText('Story 0', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    await expectNothingRan(page, 'main');
    await page.getByText('Story 1', { exact: false }).first().click();
    await page.waitForTimeout(500);
    // The article opens in a dialog (or in place): neither holds anything that can run.
    await expectNothingRan(page, '[role="dialog"]');
    await expectNothingRan(page, 'main');
  } finally {
    await page.request.post('/sandbox/news', { data: { reset: true } });
  }
});
