// Helpers for end-to-end tests: drive the app by label and role, as a person would.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { countryByIso } from '@common/countries';
import { NEW_ACCOUNT_QUIET_MS } from '@common/popups';
import { REPO_ROOT } from './server.mjs';
import { BASE_URL_ENV, PLATFORM_URL_ENV, serverURL } from './run-server';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234!';

/** The app origin (http://localhost:PORT) and the platform host (http://127.0.0.1:PLATFORM_PORT) of this worker. */
export function appURL(): string {
  const url = serverURL(BASE_URL_ENV);
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts (global setup).');
  return url;
}

export function platformURL(): string {
  const url = serverURL(PLATFORM_URL_ENV);
  if (!url) throw new Error('E2E_PLATFORM_URL is not set (global setup did not start the server).');
  return url;
}

/** A fresh address per call, so tests never collide with each other or with earlier runs. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
}

export const TRADER_PASSWORD = 'Trade1234!';

export type NewTrader = { prefix?: string; country?: string; currency?: string; firstName?: string; lastName?: string; password?: string };

/**
 * A fresh trader registered through the API (the form has its own tests), with the phone prefix of the country as
 * the server requires. Not signed in: follow with login(). Returns the email.
 */
export async function registerTrader(page: Page, trader: NewTrader = {}): Promise<string> {
  const { prefix = 'e2e', country = 'BR', currency = 'USD', firstName = 'Test', lastName = 'Trader', password = TRADER_PASSWORD } = trader;
  const phonePrefix = countryByIso(country)?.phonePrefix;
  if (!phonePrefix) throw new Error(`no phone prefix for country ${country}`);
  const email = uniqueEmail(prefix);
  const data = { country, currency, login: email, password, firstName, lastName, phone: '912345678', phone_prefix: phonePrefix, promo: '' };
  expect(await appPost(page, '/api/register', data)).toMatchObject({ return: true });
  return email;
}

export async function login(page: Page, email: string, password: string, lang = 'en'): Promise<void> {
  await page.goto(`/${lang}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/trading`));
}

/**
 * The demo account is shared by many tests on a server whose market rule issues signals as the prices move: any of
 * them would see one pop up at a moment nobody chose. Each test signing in as demo turns its pop-ups off for
 * itself, as a trader can in Settings; the pop-ups have tests of their own, with traders of their own.
 */
export async function loginAsDemo(page: Page, lang = 'en'): Promise<void> {
  await login(page, DEMO_EMAIL, DEMO_PASSWORD, lang);
  await quietPopups(page);
}

/** The signed-in trader's pop-ups off (Settings: trade signals, offers), for a test that needs a quiet screen. */
export async function quietPopups(page: Page, which: { signals?: boolean; offers?: boolean } = { signals: true, offers: true }): Promise<void> {
  const changes = { ...(which.signals ? { signals: false } : {}), ...(which.offers ? { offers: false } : {}) };
  expect(await appPost(page, '/api/popups/prefs', changes)).toMatchObject({ return: true, ...changes });
}

/** A new account hears nothing but its first deposit for its first minutes (common/popups.ts): move past them. */
export async function pastNewAccountMinutes(page: Page): Promise<void> {
  await advanceServerClock(page, NEW_ACCOUNT_QUIET_MS + 1_000);
}

/**
 * The trader's first tap on the page, on its heading (which does nothing): pop-ups wait for one, so none opens
 * before the trader has looked (src/popups/queue.ts).
 */
export async function firstTap(page: Page): Promise<void> {
  await page.locator('#main h1').first().click();
}

/** Names of the IndexedDB databases the page's origin holds. */
export async function idbDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    return databases.map((db) => db.name ?? '').filter((name) => name !== '');
  });
}

/**
 * Keys of the card deposits this device keeps for a reload (src/features/card/persist.ts): a deposit whose outcome the
 * trader closed is deleted, so a reload does not show it again.
 */
export async function keptDepositKeys(page: Page): Promise<IDBValidKey[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('trader');
    const db = await new Promise<IDBDatabase>((resolve) => open.addEventListener('success', () => resolve(open.result)));
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const request = db.transaction('deposit').objectStore('deposit').getAllKeys();
      request.addEventListener('success', () => resolve(request.result));
    });
    db.close();
    return keys;
  });
}

/** Names of the Cache Storage caches the page's origin holds. */
export async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => ('caches' in window ? caches.keys() : []));
}

/** Every cached URL path of every Cache Storage cache except the precache (the app shell, same for everyone). */
export async function cachedPathsOutsidePrecache(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Waits until a service worker controls the page (the first visit is claimed on activate). */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: timeoutMs });
}

/** Full-page screenshot into test-results/screens/<name>.png (kept across the run for people to look at). */
/** The same moment at the phone width we design for and at a laptop's: `{name}-390.png` and `{name}-1280.png`. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(before);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(REPO_ROOT, 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * On a phone the toast sits over the top bar, and a pointer on it pauses its timer: close it, as a person would,
 * before using the bar (else a click aimed at the bar lands on the toast and keeps it open).
 */
export async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeAttached();
  // A toast lives 5 s, and the click waits for its entry to settle: should it leave by itself meanwhile (a slow
  // machine, or a tab behind another, whose animation frames come once a second), it is closed all the same.
  const closing = toast.getByRole('button', { name: 'Close message' }).click({ timeout: 5_000 });
  await closing.catch(async (error: unknown) => {
    if ((await toast.count()) > 0) throw error;
  });
  await expect(toast).toHaveCount(0);
}

/**
 * The CSRF token the app's calls carry: the `csrf` cookie the context holds once /api/csrf has answered (page.request
 * shares the page's cookies). Not the token in that answer: the page's own first calls, sent before any cookie
 * existed, each get a token of their own and the last Set-Cookie wins (src/api/http.ts reads the cookie for the same
 * reason).
 */
export async function csrfToken(page: Page): Promise<string> {
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf');
  return cookie?.value ?? token;
}

/**
 * A JSON POST to the app as the page would send it (CSRF header, optional idempotency key). Refused for its token
 * (a page's call in flight replaced the cookie meanwhile), it goes once more with the cookie held then, as the app's
 * own calls do; the server refuses such a call before doing anything.
 */
export async function appPost(page: Page, path: string, data: Record<string, unknown>, idempotent = false): Promise<unknown> {
  const extra: Record<string, string> = idempotent ? { 'Idempotency-Key': randomUUID() } : {};
  const send = async () => page.request.post(path, { headers: { 'X-CSRF-Token': await csrfToken(page), ...extra }, data });
  const first = await send();
  const body: unknown = await first.json();
  const refusedToken = first.status() === 403 && typeof body === 'object' && body !== null && 'code' in body && body.code === 'csrf';
  return refusedToken ? (await send()).json() : body;
}

/** A sandbox card deposit (the test card that approves at once) into the signed-in trader's current account. */
export async function cardDeposit(page: Page, amount: string, holder: { firstName: string; lastName: string }): Promise<void> {
  const reply = await appPost(
    page,
    '/api/fraud/card',
    {
      amount,
      fixed: false,
      bonus: '0',
      currency: 'USD',
      card: { cnu: '4242424242424242', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: holder.firstName, ln: holder.lastName, cvv: '123', cu: 'GB' },
    },
    true,
  );
  expect(reply).toMatchObject({ return: true });
}

/** Moves the reference server's clock forward (POST /sandbox/clock) and returns its new now. */
export async function advanceServerClock(page: Page, ms: number): Promise<number> {
  const reply = await page.request.post('/sandbox/clock', { data: { advance_ms: Math.max(0, Math.ceil(ms)) } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { now: number }).now;
}

export async function serverNow(page: Page): Promise<number> {
  return ((await (await page.request.get('/sandbox/clock')).json()) as { now: number }).now;
}

/** A crypto invoice's value (the code in the definition of `term`: Amount, Address), as the trader reads it. */
export function invoiceValue(page: Page, term: string): Locator {
  return page
    .locator('.invoice__line')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition')
    .locator('code');
}

/** The mail the sandbox holds for `email`, oldest first (GET /sandbox/mail: with SANDBOX on, no mail leaves). */
export async function sandboxMail(page: Page, email: string): Promise<{ subject: string; text: string }[]> {
  const reply = await page.request.get(`/sandbox/mail?to=${encodeURIComponent(email)}`);
  return ((await reply.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/**
 * The code mailed to `email` to confirm withdrawal `id` ("…your withdrawal #12 of…"), waiting for its mail; with
 * `after`, a code other than that one (a new code asked for).
 */
export async function mailedWithdrawalCode(page: Page, email: string, id: number, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await sandboxMail(page, email)).filter((one) => one.text.includes(`#${id} `) || one.text.includes(`№${id} `)).at(-1);
      code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
      return code !== '' && code !== after;
    })
    .toBe(true);
  return code;
}
