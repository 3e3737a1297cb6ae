// Part (c): a repeat visit answered by the service worker. The trading home (precached shell, the last home painted
// from localStorage, then the app: user from Dexie, fragment from the SW cache) against the cheapest page the same
// worker can serve (precached bench-blank.html). Two marks for home: painted (what the trader sees) and live (React
// up, every control usable).
import { VIEWPORT, balance, logIn } from './browser.mjs';
import { median } from './stats.mjs';

const SW_CONTROL_TIMEOUT_MS = 60_000;

/**
 * Runs inside every page of the measuring context from its first script on: at each animation frame it checks the
 * three marks and keeps the time of the first frame in which each holds, until all that can hold have (or 10 s pass).
 * Recording in the page, not by polling from Playwright: `waitForFunction` first injects Playwright's own script
 * (~330 KB, 13 ms of the page's main thread in a trace), and that lands in the middle of the very boot being timed.
 * It made the blank page look ~20 ms slower than it is (55 against 34 ms), so every ratio read against it was off.
 * A frame is checked only when the document changed since the last check: a check reads layout, and run on every
 * frame of a boot it cost ~20 ms of main thread in a new tab's profile. The checks must live inside this function:
 * Playwright serialises it into the page.
 */
export function recordMarks() {
  const marks = {};
  window.benchRepeatMarks = marks;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- the function is serialised into the page alone
  const shown = (el) => el !== null && el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const giveUpAt = performance.now() + 10_000;
  let changed = true;
  new MutationObserver(() => {
    changed = true;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const onFrame = () => {
    const now = performance.now();
    if (!changed) {
      if (now < giveUpAt) requestAnimationFrame(onFrame);
      return;
    }
    changed = false;
    // The blank page's one paragraph.
    if (document.getElementById('blank')?.checkVisibility()) marks.blank ??= now;
    // Painted: the trading frame's balance and the server-driven home page (src/content/ServerFragment.tsx) are both
    // visible; the boot paint counts, the trader sees it.
    const home = document.querySelector('.fragment');
    if (shown(document.querySelector('[aria-label="Balance"]')) && shown(home) && home.textContent.trim() !== '') marks.painted ??= now;
    // Live: the balance is React's (the inert copy app/bootPaint.ts painted is gone) and the home page is in.
    const liveBalance = document.querySelector('.app-shell [aria-label="Balance"]');
    if (document.querySelector('.boot-paint') === null && liveBalance !== null && liveBalance.checkVisibility() && home !== null) marks.live ??= now;
    if (marks.blank === undefined && marks.live === undefined && now < giveUpAt) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/** The recorded time of each mark in `names` (ms from navigation start), once all are recorded. */
async function recorded(page, names) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const marks = await page.evaluate(() => window.benchRepeatMarks ?? {});
    if (names.every((name) => typeof marks[name] === 'number')) return names.map((name) => marks[name]);
    if (Date.now() > deadline) throw new Error(`no ${names.join(' and ')} mark on ${page.url()} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

/** Opens `url` (not measured: this is the page the measured reload leaves) and waits for its `settled` mark. */
async function open(page, url, settled) {
  await page.goto(url);
  await recorded(page, [settled]);
}

/** Reloads the page once; the time of every mark in `names`. */
async function timeReload(page, names) {
  await page.reload({ waitUntil: 'commit' });
  const times = await recorded(page, names);
  if (!(await servedByWorker(page))) throw new Error(`a reload of ${page.url()} was not served by the service worker`);
  return times;
}

/** Opens `url` in a new tab of `context` (a fresh renderer, as when the trader opens the installed app again). */
async function timeNewTab(context, url, names) {
  const tab = await context.newPage();
  try {
    await tab.goto(url, { waitUntil: 'commit' });
    const times = await recorded(tab, names);
    if (!(await servedByWorker(tab))) throw new Error(`${url} in a new tab was not served by the service worker`);
    return times;
  } finally {
    await tab.close();
  }
}

const summary = (home, live, blank) => {
  const homeMedian = median(home);
  const liveMedian = median(live);
  const blankMedian = median(blank);
  return { home, live, blank, homeMedian, liveMedian, blankMedian, ratio: homeMedian / blankMedian, liveRatio: liveMedian / blankMedian };
};

/**
 * `runs` reloads of home and of the blank page, taken in turns (home, blank, home, …), so a machine that slows down
 * or speeds up during the run moves both sides alike: measured in two blocks, the blank page's own drift moved the
 * ratio more than most changes to home did. Each measured reload leaves a page of its own kind, just loaded.
 * Then `runs` opens of each in a new tab (`opened`): no page to leave, nothing of the last visit in memory, only the
 * service worker, its caches and the code cache; slower than a reload, and closer to a trader opening the app.
 */
export async function measureRepeatVisit(browser, baseURL, runs = 5) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(recordMarks);
    const page = await context.newPage();
    await logIn(page, baseURL);
    await page.goto(`${baseURL}/en/trading#/home`);
    await balance(page).waitFor({ state: 'visible', timeout: 30_000 });
    await waitForControl(page);
    // One unmeasured reload fills the fragment cache and the code cache, like any earlier visit would have.
    await page.reload();
    await recorded(page, ['painted']);
    const reloads = { home: [], live: [], blank: [] };
    const opens = { home: [], live: [], blank: [] };
    for (let i = 0; i < runs; i++) {
      await open(page, `${baseURL}/en/trading#/home`, 'live');
      const [painted, up] = await timeReload(page, ['painted', 'live']);
      reloads.home.push(painted);
      reloads.live.push(up);
      await open(page, `${baseURL}/bench-blank.html`, 'blank');
      reloads.blank.push(...(await timeReload(page, ['blank'])));
    }
    for (let i = 0; i < runs; i++) {
      const [painted, up] = await timeNewTab(context, `${baseURL}/en/trading#/home`, ['painted', 'live']);
      opens.home.push(painted);
      opens.live.push(up);
      opens.blank.push(...(await timeNewTab(context, `${baseURL}/bench-blank.html`, ['blank'])));
    }
    return { runs, ...summary(reloads.home, reloads.live, reloads.blank), opened: summary(opens.home, opens.live, opens.blank) };
  } finally {
    await context.close();
  }
}
