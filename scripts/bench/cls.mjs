// Part (g): layout shift on each signed-in screen's load at the phone width, as Chromium reports it
// (PerformanceObserver 'layout-shift'), scored the way CLS is (the worst session window: shifts less than 1 s
// apart, 5 s at most, none right after input). Each screen is loaded by its URL `runs` times, like a trader
// opening a link or reloading; the median and the worst are reported.
import { logIn, VIEWPORT } from './browser.mjs';
import { median } from './stats.mjs';
import { DEPOSIT_SCREEN, SCREENS } from '../../tests/e2e/support/screens.mjs';

/** The signed-in screens, by hash route: the e2e suite's list, the deposit screen second. */
export const CLS_SCREENS = [SCREENS[0], DEPOSIT_SCREEN, ...SCREENS.slice(1)];

// Runs in the page before its scripts: collects every shift with the elements that moved.
function observeShifts() {
  const shifts = [];
  Object.defineProperty(window, 'benchLayoutShifts', { value: shifts });
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.id ? `#${node.id}` : '';
    const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${id}${classes}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        time: entry.startTime,
        input: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: Math.round(source.previousRect.y),
          to: Math.round(source.currentRect.y),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS of a list of shifts: the largest session window (gaps < 1 s, span ≤ 5 s), input-driven shifts left out. */
export function clsOf(shifts) {
  let worst = 0;
  let window = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((s) => !s.input).toSorted((a, b) => a.time - b.time)) {
    if (shift.time - last >= 1000 || shift.time - start >= 5000) {
      window = 0;
      start = shift.time;
    }
    window += shift.value;
    last = shift.time;
    worst = Math.max(worst, window);
  }
  return worst;
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  // Late content (the poller's first answer, lazy widgets) comes within a few seconds of the load.
  await page.waitForTimeout(3000);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {number} runs
 */
export async function measureCls(browser, baseURL, runs) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await logIn(page, baseURL);
    await context.addInitScript(observeShifts);
    const screens = [];
    for (const [name, route] of CLS_SCREENS) {
      const values = [];
      let worstSources = [];
      let worst = -1;
      for (let run = 0; run < runs; run += 1) {
        // A new document each time (a hash change alone would not load the page).
        await page.goto('about:blank');
        await page.goto(`${baseURL}/en/trading#${route}`);
        await settle(page);
        const shifts = await page.evaluate(() => window.benchLayoutShifts);
        const value = clsOf(shifts);
        values.push(value);
        if (value > worst) {
          worst = value;
          worstSources = shifts.filter((s) => !s.input && s.value > 0.001).map((s) => ({ value: s.value, sources: s.sources }));
        }
      }
      screens.push({ name, route, values, median: median(values), max: Math.max(...values), worstShifts: worstSources });
    }
    return { viewport: VIEWPORT, runs, screens };
  } finally {
    await context.close();
  }
}

/** The table, with what moved in the worst run of each screen over `limit`. */
export function printCls(result, limit) {
  process.stdout.write(`\n(g) Layout shift on load at ${result.viewport.width} px (CLS, ${result.runs} loads each; goal ≤ ${limit})\n`);
  const width = Math.max(...result.screens.map((s) => s.name.length));
  for (const screen of result.screens) {
    const mark = screen.max <= limit ? '✓' : '✗';
    process.stdout.write(`${screen.name.padEnd(width)}  median ${screen.median.toFixed(3)}  worst ${screen.max.toFixed(3)}  runs ${screen.values.map((v) => v.toFixed(3)).join(' ')}  ${mark}\n`);
    if (screen.max > limit) {
      for (const shift of screen.worstShifts.slice(0, 4)) {
        const moved = shift.sources.map((s) => `${s.node} ${s.from}→${s.to}`).join(', ');
        process.stdout.write(`${' '.repeat(width)}    ${shift.value.toFixed(3)}: ${moved}\n`);
      }
    }
  }
}
