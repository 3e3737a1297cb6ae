// The benchmark's browser: Debian's Chromium through playwright-core, same flags as the e2e tests.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.mjs';

export const VIEWPORT = { width: 390, height: 844 };
export const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
}

/** Fills the login form by its labels, as a person would, and waits for the trading screen. */
export async function logIn(page, baseURL, { email, password } = DEMO, lang = 'en') {
  await page.goto(`${baseURL}/${lang}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(new RegExp(`/${lang}/trading`), { timeout: 30_000 });
}

/** Resolves when the 'Log in' button is visible and enabled (the login form is usable). */
export async function loginFormUsable(page, timeout = 30_000) {
  const button = page.getByRole('button', { name: 'Log in' });
  await button.waitFor({ state: 'visible', timeout });
  const deadline = Date.now() + timeout;
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) throw new Error("the 'Log in' button never became enabled");
    await page.waitForTimeout(20);
  }
}

/** The balance in the trading frame: the element whose accessible name is 'Balance'. */
export function balance(page) {
  return page.getByLabel('Balance', { exact: true }).first();
}

/** A `Cookie` header of a fresh demo session (logged in through the form), for tools that open pages on their own. */
export async function sessionCookie(browser, baseURL) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await logIn(page, baseURL);
    const cookies = await context.cookies(baseURL);
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await context.close();
  }
}
