// Touch targets: every control a finger can press is at least 44 × 44 CSS px (WCAG 2.5.5 AAA, Apple's HIG).
import type { Frame, Page } from '@playwright/test';

export const MIN_TARGET_PX = 44;

/**
 * The visible interactive elements of the page smaller than MIN_TARGET_PX either way, as readable lines
 * ("<button class=…> "Log in" 120×36"). What counts as the target:
 * - a checkbox or radio: its label's box (the label is what a finger presses);
 * - a range input: its own box, which takes a press anywhere along it (the thumb follows);
 * - a link inside running text is exempt (WCAG 2.5.8's inline exception), and only that: an `a` laid out inline
 *   whose parent element has text nodes of its own with letters in them (a sentence around the link).
 * Hidden elements (no box, visibility hidden, inside aria-hidden or inert, clipped to 1 px like .sr-only, or moved off
 * the page like the skip link until focused) are not targets.
 */
export async function undersizedTargets(page: Page | Frame): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="slider"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');

    const hidden = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [inert]')) return true;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return true;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      // Translated above the page (the skip link until it has focus).
      return rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0;
    };

    // The parent's own text nodes: the sentence the link sits in (a sibling paragraph or heading is not).
    const ownText = (element: Element): string =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');

    const inRunningText = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      return parent !== null && /\p{L}/u.test(ownText(parent));
    };

    const targetBox = (element: Element): Element => {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        return element.labels?.[0] ?? element;
      }
      return element;
    };

    const describe = (element: Element, box: DOMRect): string => {
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      return `<${element.tagName.toLowerCase()}${type}${classes}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    };

    const seen = new Set<Element>();
    const offenders: string[] = [];
    for (const element of document.querySelectorAll(SELECTOR)) {
      const target = targetBox(element);
      if (seen.has(target)) continue;
      seen.add(target);
      // A visually hidden checkbox or radio is pressed through its label: look at the label's visibility.
      if (hidden(target === element ? element : target) || inRunningText(element)) continue;
      const box = target.getBoundingClientRect();
      // Half a pixel of slack: layout rounds to device pixels.
      if (box.width < min - 0.5 || box.height < min - 0.5) offenders.push(describe(target, box));
    }
    return offenders;
  }, MIN_TARGET_PX);
}
