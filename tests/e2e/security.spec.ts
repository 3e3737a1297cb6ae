import { expect, test } from '@playwright/test';
import { loginAsDemo } from './support/fixtures';

test('server HTML is sanitized: scripts and handlers in a fragment never run', async ({ page }) => {
  await page.route('**/api/pg/trading-main*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<section><h1>Hostile page</h1>
        <script>window.__pwned = 'script'</script>
        <img src="/nope.png" onerror="window.__pwned = 'onerror'">
        <a href="javascript:window.__pwned='link'">Click</a>
        <div data-widget="account-summary" data-props='{}'></div></section>`,
    }),
  );
  await loginAsDemo(page);
  await expect(page.getByRole('heading', { name: 'Hostile page' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your accounts' })).toBeVisible();
  await page.getByText('Click').click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('.fragment script, .fragment [onerror]').count()).toBe(0);
});

test('the shell is served with a strict Content-Security-Policy and safe cookies', async ({ page }) => {
  const response = await page.goto('/en/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/frame-src [^;]*127\.0\.0\.1/);
  await loginAsDemo(page);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'sid');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
});

test('the public XSS corpus in a server fragment: not one vector runs, nothing that can run reaches the page', async ({ page }) => {
  const { XSS_VECTORS } = await import('../fixtures/xss-vectors');
  await page.route('**/api/pg/trading-main*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<section><h1>Corpus page</h1>${XSS_VECTORS.map((vector) => `<div class="vector">${vector}</div>`).join('\n')}</section>`,
    }),
  );
  // A hit recorder before any page script: every vector calls __xss(n) (N: the entity-encoded one's literal).
  await page.addInitScript(() => {
    const target = window as unknown as { __xss: (n: unknown) => void; __hits: string[]; N: string };
    target.__hits = [];
    target.N = 'N';
    target.__xss = (n) => target.__hits.push(String(n));
  });
  await loginAsDemo(page);
  await expect(page.getByRole('heading', { name: 'Corpus page' })).toBeVisible();
  // Hover and focus what is there, as a person moving around would: handlers would fire now.
  for (const element of await page.locator('.fragment .vector *').filter({ visible: true }).all()) await element.hover({ timeout: 1000 }).catch(() => undefined);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300); // lets an onload/ontoggle/onbegin that survived fire before we look
  expect(await page.evaluate(() => (window as unknown as { __hits: string[] }).__hits)).toEqual([]);
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('.fragment *')) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on') || /^\s*(javascript|vbscript):/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}`);
      }
    }
    for (const element of document.querySelectorAll('.fragment script, .fragment iframe, .fragment object, .fragment embed, .fragment form, .fragment template, .fragment base')) {
      found.push(element.tagName);
    }
    return found;
  });
  expect(dangerous).toEqual([]);
});
