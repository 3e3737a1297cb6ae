// Part (b): Lighthouse 13 (the current release, the scorer users see) on a page, in Debian's Chromium launched by
// chrome-launcher (headless=new). Lighthouse 13's package asks for Node 22, but it runs on this machine's Node 20.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.mjs';
import { median } from './stats.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];
export const LIGHTHOUSE_METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/**
 * The main thread's long tasks after the first paint, as Lighthouse's trace recorded them: their wall time (what
 * TBT is made of, ×4 in the simulation) and the part of it the thread ran on a core (`tdur`). On a two-core machine
 * the browser's own processes and Lighthouse share the cores with the page, and most of a long task's wall time is
 * the thread waiting for one: the on-CPU share is the page's own work, the figure code changes move.
 * @param {{ traceEvents: Array<Record<string, any>> } | undefined} trace
 */
export function longTaskTimes(trace) {
  const events = trace?.traceEvents ?? [];
  const frames = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames ?? [];
  const mainFrame = frames.find((f) => !f.parent)?.frame;
  // Emitted on the renderer's main thread, once per frame: the main frame's names the thread to look at.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === mainFrame);
  if (!fcp) return null;
  // 12.5 ms unthrottled is Lighthouse's 50 ms at its 4× CPU slowdown: the tasks TBT counts.
  const long = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts && e.dur >= 12_500);
  const sum = (pick) => long.reduce((total, e) => total + (pick(e) ?? 0), 0) / 1000;
  // Their blocking time as the simulation counts it (×4, less 50 ms each), from the wall time and from the on-core
  // time alone: what the same tasks would block on a machine with a core free for the page.
  const blocking = (pick) => long.reduce((total, e) => total + Math.max(0, (4 * (pick(e) ?? 0)) / 1000 - 50), 0);
  return {
    count: long.length,
    wallMs: sum((e) => e.dur),
    onCpuMs: sum((e) => e.tdur),
    blockingFromWallMs: blocking((e) => e.dur),
    blockingOnCoreMs: blocking((e) => e.tdur),
  };
}

/**
 * The element of the run's largest paint, by its selector (a pop-up's shows as `dialog…`): the page's own content is
 * what should be largest, not something that opened over it.
 * @param {any} lhr
 * @returns {string | null}
 */
export function lcpElementOf(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node?.selector ?? node?.nodeLabel ?? null;
}

/** Is this LCP element (a selector) inside a dialog, a pop-up rather than the page? */
export const inDialog = (selector) => /(^|[\s>])dialog\b|\.dialog(\b|__)/.test(selector ?? '');

/**
 * One Lighthouse run.
 * @param {string} url
 * @param {{ desktop?: boolean, cookie?: string }} options  default: the mobile profile (simulated slow 4G, 4× CPU);
 *   `cookie` is sent with every request (a signed-in page).
 */
export async function runLighthouse(url, { desktop = false, cookie } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: LIGHTHOUSE_CATEGORIES,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url} (not signed in?)`);
    }
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
    // The scored audits of these categories that cost points, so a miss says what to fix.
    const scored = new Set(
      LIGHTHOUSE_CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
    );
    const failing = Object.values(lhr.audits)
      .filter((audit) => scored.has(audit.id) && typeof audit.score === 'number' && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, score: audit.score, title: audit.title, displayValue: audit.displayValue }));
    const metrics = Object.fromEntries(LIGHTHOUSE_METRICS.map(([id, short]) => [short, lhr.audits[id]?.numericValue ?? null]));
    const longTasks = longTaskTimes(result.artifacts?.Trace);
    return { url, version: lhr.lighthouseVersion, formFactor: desktop ? 'desktop' : 'mobile', scores, metrics, longTasks, failing, lcpElement: lcpElementOf(lhr) };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's NO_NAVSTART ("run Lighthouse again"): its trace lost the navigation, now and then on this machine. */
async function runAgainOnTraceLoss(run, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

/**
 * `runs` Lighthouse runs of one page, one after another, and their medians: a single simulated run swings by a few
 * points on a shared machine (the first paint's timing decides what the simulation counts before it).
 */
export async function lighthouseMedians(url, runs, options = {}) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) reports.push(await runAgainOnTraceLoss(() => runLighthouse(url, options)));
  const pick = (get) => median(reports.map(get).filter((v) => typeof v === 'number'));
  const [first] = reports;
  return {
    url,
    version: first.version,
    formFactor: first.formFactor,
    runs,
    scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    performanceRuns: reports.map((r) => r.scores.performance),
    lcpElements: reports.map((r) => r.lcpElement),
    metrics: Object.fromEntries(LIGHTHOUSE_METRICS.map(([, short]) => [short, pick((r) => r.metrics[short])])),
    longTasks: Object.fromEntries(
      ['count', 'wallMs', 'onCpuMs', 'blockingFromWallMs', 'blockingOnCoreMs'].map((key) => [key, pick((r) => r.longTasks?.[key])]),
    ),
    failing: [...new Map(reports.flatMap((r) => r.failing).map((a) => [a.id, a])).values()],
  };
}
