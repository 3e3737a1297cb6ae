/**
 * The screen's heading (`main h1`), made focusable by script only (tabIndex -1) and focused without scrolling, so a
 * screen reader announces where a navigation or the skip link landed. Falls back to `main` itself.
 */
export function focusScreenHeading(): boolean {
  const target = document.querySelector<HTMLElement>('main h1') ?? null;
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}

export function focusMain(): void {
  if (focusScreenHeading()) return;
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

/**
 * Focuses the heading once the screen has one: server pages and lazy screens paint their h1 after the route has
 * changed. Gives up after `timeoutMs`, or as soon as the person has put focus somewhere in the page themselves since
 * `start` (what had the focus when they asked for the screen; by default what has it now). Returns a cancel function.
 */
export function focusHeadingWhenPainted(start: Element | null = document.activeElement, timeoutMs = 10_000): () => void {
  const userMovedFocus = () => document.activeElement !== start && document.activeElement !== document.body && document.activeElement !== null;
  if (userMovedFocus() || focusScreenHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (userMovedFocus() || focusScreenHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  const main = document.querySelector('main') ?? document.body;
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
