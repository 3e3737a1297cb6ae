// Part (a): the JavaScript a cold browser downloads before a screen is usable, gzipped at level 9.
import { gzipSize } from './stats.mjs';
import { VIEWPORT, balance, logIn, loginFormUsable } from './browser.mjs';

/**
 * Installed before any page script: records (performance.now()) the first animation frame at which each
 * condition holds, so "usable at" is exact instead of when the test driver happened to notice. The checks use a
 * simplified accessible name (aria-label or text); Playwright's role/label locators confirm the same elements.
 */
// oxlint-disable unicorn/consistent-function-scoping -- serialised into the page: its helpers must live inside it
function installUsableMarks(marks) {
  const found = {};
  Object.defineProperty(window, '__benchMarks', { value: found });
  const name = (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().height > 0;
  const holds = (mark) =>
    [...document.querySelectorAll(mark.selector)].some(
      (el) => name(el) === mark.name && visible(el) && !(mark.enabled && el.matches(':disabled')),
    );
  const tick = () => {
    for (const mark of marks) if (found[mark.id] === undefined && holds(mark)) found[mark.id] = performance.now();
    if (marks.some((mark) => found[mark.id] === undefined)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
// oxlint-enable unicorn/consistent-function-scoping

const MARKS = {
  login: { id: 'login', selector: 'button, [role="button"], input[type="submit"]', name: 'Log in', enabled: true },
  balance: { id: 'balance', selector: '[aria-label]', name: 'Balance', enabled: false },
};

function isScript(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || contentType.includes('javascript');
}

/**
 * Opens `url` in a fresh context (cold HTTP cache, service workers blocked so only the page's own loads count),
 * waits for `ready(page)`, and sums the scripts that had fully arrived (Resource Timing responseEnd) by the frame
 * the screen became usable. Scripts of other origins (the platform host in its iframe) are reported apart: the
 * budget is about this app's bundle.
 */
async function scriptsUntilReady(browser, url, mark, ready, contextOptions = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block', ...contextOptions });
  const page = await context.newPage();
  await page.addInitScript(installUsableMarks, [mark]);
  const seen = new Map();
  page.on('response', (response) => {
    if (isScript(response) && !seen.has(response.url())) seen.set(response.url(), response);
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await ready(page);
    const timing = await page.evaluate((id) => {
      const marks = /** @type {Record<string, number>} */ (Reflect.get(window, '__benchMarks') ?? {});
      const usableAt = marks[id] ?? performance.now();
      const arrived = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= usableAt)
        .map((entry) => entry.name);
      return { usableAt, exact: marks[id] !== undefined, arrived };
    }, mark.id);
    const arrived = new Set(timing.arrived);
    const origin = new URL(url).origin;
    const files = [];
    for (const [scriptUrl, response] of seen) {
      const body = await response.body().catch(() => null);
      if (body === null) continue;
      files.push({
        url: scriptUrl,
        sameOrigin: new URL(scriptUrl).origin === origin,
        beforeUsable: arrived.has(scriptUrl),
        bytes: body.length,
        gzip: gzipSize(body),
      });
    }
    const counted = files.filter((f) => f.sameOrigin && f.beforeUsable);
    return {
      usableAtMs: timing.usableAt,
      usableAtExact: timing.exact,
      files,
      gzip: counted.reduce((sum, f) => sum + f.gzip, 0),
      bytes: counted.reduce((sum, f) => sum + f.bytes, 0),
      otherOriginGzip: files.filter((f) => !f.sameOrigin && f.beforeUsable).reduce((sum, f) => sum + f.gzip, 0),
      afterUsableGzip: files.filter((f) => f.sameOrigin && !f.beforeUsable).reduce((sum, f) => sum + f.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

export function loginScreenScripts(browser, baseURL) {
  return scriptsUntilReady(browser, `${baseURL}/en/login`, MARKS.login, (page) => loginFormUsable(page));
}

/** Logs in once to get a session, then opens the trading home cold with that session only (cookies). */
export async function tradingHomeScripts(browser, baseURL) {
  const loginContext = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  let storageState;
  try {
    const page = await loginContext.newPage();
    await logIn(page, baseURL);
    storageState = await loginContext.storageState();
  } finally {
    await loginContext.close();
  }
  return scriptsUntilReady(
    browser,
    `${baseURL}/en/trading#/home`,
    MARKS.balance,
    (page) => balance(page).waitFor({ state: 'visible', timeout: 30_000 }),
    { storageState: { cookies: storageState.cookies, origins: [] } },
  );
}
