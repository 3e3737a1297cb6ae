import { expect, test, type Page } from '@playwright/test';
import { appURL, cardDeposit, firstTap, login, pastNewAccountMinutes, quietPopups, registerTrader, waitForServiceWorkerControl } from './support/fixtures';

const PASSWORD = 'Secret123!';

/**
 * A fresh trader (registered through the API, so no other test's signals or marks interfere) who can act on a
 * signal: money on the account and past a new account's quiet first minutes (common/popups.ts). Signed in; its
 * offers are off, so only the signal under test is queued.
 */
async function newTrader(page: Page, prefix: string, firstName: string): Promise<string> {
  const email = await registerTrader(page, { prefix, country: 'GB', firstName, lastName: 'Signal', password: PASSWORD });
  await login(page, email, PASSWORD);
  await cardDeposit(page, '300', { firstName, lastName: 'Signal' });
  // Registered today: the offer rules' IQ mining would queue beside the signal under test.
  await quietPopups(page, { offers: true });
  await pastNewAccountMinutes(page);
  return email;
}

test('a sandbox signal pops up on home with its 60 s ring, closes by itself, and shows once per day', async ({ context, page }) => {
  await context.clock.install();
  const email = await newTrader(page, 'signal', 'Sid');
  const issued = await page.request.post('/sandbox/signal', { data: { email, id: 'e2e-signal-1' } });
  expect(issued.ok()).toBe(true);

  // The poller loads right after the trading shell; its first notifications poll (due at once) says it is running.
  const pollerRunning = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/us/notifications');
  await page.goto('/en/trading#/home');
  await page.reload();
  await pollerRunning;
  // Home renders its content a frame after the shell; the paused fake clock lets that frame pass only when moved.
  await context.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'Welcome back, Sid!' })).toBeVisible();
  // The first signals poll runs 5 s after the poller starts; the popup waits for the trader's first tap.
  await context.clock.runFor(6_000);
  const popup = page.getByRole('dialog', { name: 'Trading signal' });
  await expect(popup).toBeHidden();
  await firstTap(page);
  await expect(popup).toBeVisible({ timeout: 15_000 });
  const ring = popup.getByRole('timer');
  await expect(ring).toHaveAttribute('aria-label', /^(60|59) seconds left$/);

  await context.clock.runFor(30_000);
  await expect(ring).toHaveAttribute('aria-label', /^(30|29|28) seconds left$/);
  await context.clock.runFor(31_000);
  await expect(popup).toBeHidden();

  // Once per day per id: a reload and the next polls do not show it again.
  const pollerAgain = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/us/notifications');
  await page.reload();
  await pollerAgain;
  await context.clock.runFor(6_000);
  await context.clock.runFor(300_000);
  await expect(popup).toBeHidden();
});

/**
 * Headless Chromium shows every page as visible, so "the app is hidden" is emulated at both ends: the page's
 * document.hidden / visibilityState (kept in sessionStorage across reloads; window.e2eSetHidden flips it and fires
 * visibilitychange), and the worker's view of its windows (their visibilityState read as 'hidden').
 */
const emulatePageVisibility = () => {
  let hidden = sessionStorage.getItem('e2e-hidden') === '1';
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Reflect.set(window, 'e2eSetHidden', (value: boolean) => {
    hidden = value;
    sessionStorage.setItem('e2e-hidden', value ? '1' : '0');
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

/** The app as installed (display-mode standalone): only then does a hidden app ask for a system notification. */
const emulateInstalledApp = () => {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    if (query !== '(display-mode: standalone)') return list;
    return new Proxy(list, {
      get: (target, key) => (key === 'matches' ? true : (Reflect.get(target, key, target) as unknown)),
    });
  };
};

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => (Reflect.get(window, 'e2eSetHidden') as (hide: boolean) => void)(value), hidden);
}

test('hidden app: the service worker shows the signal as a system notification; a click opens the popup on it', async ({ context, page }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: appURL() });
  await context.addInitScript(emulatePageVisibility);
  await context.addInitScript(emulateInstalledApp);
  const email = await newTrader(page, 'bg-signal', 'Bea');
  await page.goto('/en/trading#/home');
  await waitForServiceWorkerControl(page);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // The worker sees every window of the app as hidden (what it would see with the app in the background).
  await worker.evaluate(() => {
    const scope = self as unknown as { clients: { matchAll: (options?: object) => Promise<object[]> } };
    const matchAll = scope.clients.matchAll.bind(scope.clients);
    scope.clients.matchAll = async (options) =>
      (await matchAll(options)).map(
        (client) =>
          new Proxy(client, {
            get(target, key) {
              if (key === 'visibilityState') return 'hidden';
              const value: unknown = Reflect.get(target, key, target);
              return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
            },
          }),
      );
  });

  // The app goes to the background; then a signal falls due and the poller's next start (a reload) fetches it.
  await setHidden(page, true);
  const issued = await page.request.post('/sandbox/signal', { data: { email, id: 'bg-signal-1' } });
  expect(issued.ok()).toBe(true);
  await page.reload();
  const notifications = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag, body: n.body })));
  await expect.poll(notifications, { timeout: 20_000 }).toEqual([{ title: 'Trading signal', tag: 'signal-bg-signal-1', body: expect.stringMatching(/ · (Call|Put)/) }]);
  // Hidden: no popup was claimed, so the click can still open it.
  await expect(page.getByRole('dialog', { name: 'Trading signal' })).toBeHidden();

  // The trader is elsewhere in the app when they click the notification.
  await page.goto('/en/trading#/show/history');
  await expect(page.getByRole('tab', { name: 'Trades' })).toBeVisible();
  // Playwright cannot click a system notification: the worker gets the event the click would give it.
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications({ tag: 'signal-bg-signal-1' });
    if (!notification) throw new Error('no notification');
    const ClickEvent = Reflect.get(self, 'NotificationEvent') as new (type: string, init: { notification: Notification }) => Event;
    scope.dispatchEvent(new ClickEvent('notificationclick', { notification }));
  });
  // The worker told the window: it goes home; the popup opens once the window is in front (asked for, it does not
  // wait for a first tap).
  await expect(page).toHaveURL(/#\/home$/);
  await setHidden(page, false);
  const popup = page.getByRole('dialog', { name: 'Trading signal' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('timer')).toHaveAttribute('aria-label', /^(60|59|58) seconds left$/);
  await expect.poll(notifications).toEqual([]);
});

test('permission for system notifications is asked only from a click in the popup', async ({ context, page }) => {
  await context.addInitScript(() => {
    const calls: boolean[] = [];
    Reflect.set(window, 'e2ePermissionAsks', calls);
    if (typeof Notification === 'undefined') return;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (callback?: NotificationPermissionCallback) => {
      calls.push(navigator.userActivation.isActive);
      return original(callback);
    };
  });
  const email = await newTrader(page, 'ask-signal', 'Ada');
  const issued = await page.request.post('/sandbox/signal', { data: { email, id: 'ask-signal-1' } });
  expect(issued.ok()).toBe(true);
  await page.goto('/en/trading#/home');
  await page.reload();
  await waitForServiceWorkerControl(page);
  await firstTap(page);
  const popup = page.getByRole('dialog', { name: 'Trading signal' });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  const asks = () => page.evaluate(() => Reflect.get(window, 'e2ePermissionAsks') as boolean[]);
  expect(await asks()).toEqual([]);
  await popup.getByRole('button', { name: 'Also notify me when the app is in the background' }).click();
  // One ask, made while the click's user activation was live.
  await expect.poll(asks).toEqual([true]);
});
