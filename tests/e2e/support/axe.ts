// Accessibility scan of what a test is looking at: every screen the e2e suite visits gets one (WCAG 2.1 A/AA).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page (or on `include`, a CSS selector) and fails with a readable list of violations:
 * rule, impact, and the first few offending nodes.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // A dialog still fading in (or a backdrop still darkening) measures colour contrast against a colour that is not
  // the one a person reads: the scan waits for the page's finite animations and transitions to end.
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  // axe's default run reaches into frames of other origins (the platform's) and finishes in a blank page of its own;
  // a page whose frames are all its own gets the same scan from one axe.run, in about half the time (history and
  // support: 0.34-0.45 s against 0.6-0.8 s, measured).
  if (framesAllSameOrigin(page)) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(readable, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** Every running animation or transition with an end (a spinner's endless loop is left alone), in every frame of ours. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end) && animation.playState === 'running';
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function framesAllSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    // about:blank and srcdoc frames inherit the page's origin; a frame with no address yet (its iframe just made,
    // the platform's on home) may be loading another origin's page: the default run then.
    if (url.startsWith('about:')) return true;
    return URL.canParse(url) && new URL(url).origin === origin;
  });
}
