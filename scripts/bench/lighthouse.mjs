// Part (b): Lighthouse 12 on a page, in Debian's Chromium launched by chrome-launcher (headless=new).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * @param {string} url
 * @param {{ desktop?: boolean }} options  default: Lighthouse's default mobile profile (simulated slow 4G, 4× CPU)
 */
export async function runLighthouse(url, { desktop = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
    // The scored audits of these categories that cost points, so a miss says what to fix.
    const scored = new Set(
      LIGHTHOUSE_CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
    );
    const failing = Object.values(lhr.audits)
      .filter((audit) => scored.has(audit.id) && typeof audit.score === 'number' && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, score: audit.score, title: audit.title, displayValue: audit.displayValue }));
    const metrics = Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
        (id) => [id, lhr.audits[id]?.displayValue ?? null],
      ),
    );
    return { url, formFactor: desktop ? 'desktop' : 'mobile', scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}
