// Part (c): a repeat visit answered by the service worker. The trading home (precached shell, the last home painted
// from localStorage, then the app: user from Dexie, fragment from the SW cache) against the cheapest page the same
// worker can serve (precached bench-blank.html). Two marks for home: painted (what the trader sees) and live (React
// up, every control usable).
import { VIEWPORT, balance, logIn } from './browser.mjs';
import { median } from './stats.mjs';

const SW_CONTROL_TIMEOUT_MS = 60_000;

/** ms from navigation start at the first animation frame in which `check` (run inside the page) holds. */
function firstFrameWhere(page, check) {
  return page
    .waitForFunction(check, undefined, { polling: 'raf', timeout: 30_000 })
    .then((handle) => handle.jsonValue());
}

// The checks run inside the page (serialised by Playwright), so their helpers must live inside them too.

/** The trading frame's balance and the home page are both visible (a boot paint counts: the trader sees it). */
const homeVisibleAt = (page) =>
  firstFrameWhere(page, () => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const shown = (el) => el !== null && el.checkVisibility() && el.getBoundingClientRect().height > 0;
    const balanceEl = document.querySelector('[aria-label="Balance"]');
    // The server-driven home page, rendered by src/content/ServerFragment.tsx once it has content.
    const home = document.querySelector('.fragment');
    return shown(balanceEl) && shown(home) && home.textContent.trim() !== '' ? performance.now() : false;
  });

/**
 * The app itself is up on home: the balance is React's (the copy app/bootPaint.ts painted, inert, is gone) and the
 * home page is in. Later than the paint when the boot paint shows the last home.
 */
const homeLiveAt = (page) =>
  firstFrameWhere(page, () => {
    const balanceEl = document.querySelector('.app-shell [aria-label="Balance"]');
    const live = document.querySelector('.boot-paint') === null;
    return live && balanceEl !== null && balanceEl.checkVisibility() && document.querySelector('.fragment') !== null ? performance.now() : false;
  });

const blankVisibleAt = (page) => firstFrameWhere(page, () => (document.getElementById('blank')?.checkVisibility() ? performance.now() : false));

async function waitForControl(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: SW_CONTROL_TIMEOUT_MS,
  });
}

async function servedByWorker(page) {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    // workerStart > 0 when a service worker handled the navigation.
    return entry !== undefined && entry.workerStart > 0;
  });
}

/** Opens `url` (not measured: this is the page the measured reload leaves) and waits for `settled`. */
async function open(page, url, settled) {
  await page.goto(url);
  await settled(page);
}

/** Reloads the page once; the time of every mark in `marks` (in order: each is awaited after the one before). */
async function timeReload(page, marks) {
  await page.reload({ waitUntil: 'commit' });
  const times = [];
  for (const at of marks) times.push(await at(page));
  if (!(await servedByWorker(page))) throw new Error(`a reload of ${page.url()} was not served by the service worker`);
  return times;
}

/**
 * `runs` reloads of home and of the blank page, taken in turns (home, blank, home, …), so a machine that slows down
 * or speeds up during the run moves both sides alike: measured in two blocks, the blank page's own drift moved the
 * ratio more than most changes to home did. Each measured reload leaves a page of its own kind, just loaded.
 */
export async function measureRepeatVisit(browser, baseURL, runs = 5) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await logIn(page, baseURL);
    await page.goto(`${baseURL}/en/trading#/home`);
    await balance(page).waitFor({ state: 'visible', timeout: 30_000 });
    await waitForControl(page);
    // One unmeasured reload fills the fragment cache and the code cache, like any earlier visit would have.
    await page.reload();
    await homeVisibleAt(page);
    const home = [];
    const live = [];
    const blank = [];
    for (let i = 0; i < runs; i++) {
      await open(page, `${baseURL}/en/trading#/home`, homeLiveAt);
      const [painted, up] = await timeReload(page, [homeVisibleAt, homeLiveAt]);
      home.push(painted);
      live.push(up);
      await open(page, `${baseURL}/bench-blank.html`, blankVisibleAt);
      blank.push(...(await timeReload(page, [blankVisibleAt])));
    }

    const homeMedian = median(home);
    const liveMedian = median(live);
    const blankMedian = median(blank);
    return { runs, home, live, blank, homeMedian, liveMedian, blankMedian, ratio: homeMedian / blankMedian, liveRatio: liveMedian / blankMedian };
  } finally {
    await context.close();
  }
}
