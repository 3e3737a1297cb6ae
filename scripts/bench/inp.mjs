// Interaction to Next Paint at 4× CPU, 390 px: open Deposit from home, switch a payment tab, open the notifications,
// in `rounds` fresh loads of home (the demo account, its pop-ups quiet: a pop-up opening after the first tap is no
// part of these three). Beside it the same tap on the React hello-world, the floor of a tap on this machine.
// Each interaction's figure is the longest Event Timing entry of it (pointerdown, pointerup, click…): what INP takes.
import { VIEWPORT, balance, logIn } from './browser.mjs';
import { post, quietPopups } from './popups-due.mjs';
import { median } from './stats.mjs';

const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter: an interaction without an entry took less (shown as "< 16"). */
export const EVENT_THRESHOLD_MS = 16;
/** After the interaction's result shows, how long its entries get to arrive (they come after the next paint). */
const SETTLE_MS = 400;

// oxlint-disable unicorn/consistent-function-scoping -- serialised into the page: its helpers must live inside it
function recordInteractions(threshold) {
  const entries = [];
  Object.defineProperty(window, '__benchEvents', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId > 0) entries.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}
// oxlint-enable unicorn/consistent-function-scoping

const eventCount = (page) => page.evaluate(() => Reflect.get(window, '__benchEvents').length);

/** Runs `act`, waits for `done`, and answers the longest entry of what it did (0: under the threshold). */
async function timed(page, act, done) {
  const before = await eventCount(page);
  await act();
  await done();
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate((from) => {
    const entries = Reflect.get(window, '__benchEvents').slice(from);
    return entries.reduce((longest, entry) => Math.max(longest, entry.duration), 0);
  }, before);
}

/**
 * A tap at the middle of `locator`, as a finger would: the mouse's press and release at a point, found before the
 * measured moment. Playwright's own click checks the target in the page first (hit tests that force a layout, and a
 * pointerdown listener of its own): work of the harness, not of the app, which landed inside the measured interaction.
 */
async function tap(page, locator) {
  await locator.waitFor({ state: 'visible', timeout: 30_000 });
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element to tap has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function slowCpu(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** One round: a fresh load of home, then the three interactions. */
async function round(page, baseURL) {
  // From another document: a goto that changes only the hash would not load the page again.
  await page.goto('about:blank');
  await page.goto(`${baseURL}/en/trading#/home`);
  await balance(page).waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('.app-shell').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await slowCpu(page);
  try {
    await page.waitForTimeout(1_000); // the idle work after load (the platform, the chat) settles first
    const deposit = await timed(
      page,
      () => tap(page, page.getByRole('link', { name: 'Deposit', exact: true }).first()),
      () => page.getByRole('tab').first().waitFor({ timeout: 30_000 }),
    );
    await page.waitForTimeout(1_000);
    const other = page.getByRole('tab', { selected: false }).first();
    const name = (await other.textContent())?.trim() ?? '';
    const tab = await timed(
      page,
      () => tap(page, other),
      () => page.getByRole('tab', { name, selected: true }).waitFor({ timeout: 30_000 }),
    );
    const notifications = await timed(
      page,
      () => tap(page, page.getByRole('button', { name: /^Notifications/ }).first()),
      () => page.getByRole('region', { name: 'Notifications' }).waitFor({ timeout: 30_000 }),
    );
    return { deposit, tab, notifications };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** The hello-world's tap: its heading, which does nothing (an interaction all the same). */
async function helloTaps(browser, url, rounds) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInteractions, EVENT_THRESHOLD_MS);
    const taps = [];
    for (let i = 0; i < rounds; i++) {
      await page.goto(url);
      await page.locator('h1').waitFor();
      const cdp = await slowCpu(page);
      await page.waitForTimeout(500);
      taps.push(await timed(page, () => tap(page, page.locator('h1')), () => Promise.resolve()));
      await cdp.detach();
    }
    return taps;
  } finally {
    await context.close();
  }
}

export async function measureInp(browser, baseURL, helloUrl, rounds = 3) {
  await quietPopups(browser, baseURL);
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block', baseURL });
  try {
    const page = await context.newPage();
    await logIn(page, baseURL);
    // The market rule's signals come as prices move: off for these rounds, as a trader can in Settings.
    await post(page, '/api/popups/prefs', { signals: false, offers: false });
    await page.addInitScript(recordInteractions, EVENT_THRESHOLD_MS);
    const results = [];
    try {
      for (let i = 0; i < rounds; i++) results.push(await round(page, baseURL));
    } finally {
      await post(page, '/api/popups/prefs', { signals: true, offers: true });
    }
    const hello = await helloTaps(browser, helloUrl, rounds);
    const pick = (key) => results.map((r) => r[key]);
    return {
      rounds,
      deposit: pick('deposit'),
      tab: pick('tab'),
      notifications: pick('notifications'),
      hello,
      medians: { deposit: median(pick('deposit')), tab: median(pick('tab')), notifications: median(pick('notifications')), hello: median(hello) },
    };
  } finally {
    await context.close();
  }
}
