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
    return { url, version: lhr.lighthouseVersion, formFactor: desktop ? 'desktop' : 'mobile', scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of one page, one after another, and their medians: a single simulated run swings by a few
 * points on a shared machine (the first paint's timing decides what the simulation counts before it).
 */
export async function lighthouseMedians(url, runs, options = {}) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) reports.push(await runLighthouse(url, options));
  const pick = (get) => median(reports.map(get).filter((v) => typeof v === 'number'));
  const [first] = reports;
  return {
    url,
    version: first.version,
    formFactor: first.formFactor,
    runs,
    scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    performanceRuns: reports.map((r) => r.scores.performance),
    metrics: Object.fromEntries(LIGHTHOUSE_METRICS.map(([, short]) => [short, pick((r) => r.metrics[short])])),
    failing: [...new Map(reports.flatMap((r) => r.failing).map((a) => [a.id, a])).values()],
  };
}
