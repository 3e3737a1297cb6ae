// What a person sees cut or broken on a narrow screen, measured rather than eyeballed: a box whose content runs
// past its edge (a table scrolled sideways hides a column), and a word broken over two lines (a badge).
import type { Page } from '@playwright/test';

/** The elements matching `selector` whose content is wider than their box ("table-wrap 412 > 356"). */
export async function cutSideways(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      // A pixel of slack: layout rounds to device pixels.
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.className} ${element.scrollWidth} > ${element.clientWidth}`),
  );
}

/**
 * The elements matching `selector` whose text takes more than one line ("badge 'ИДЁ/Т'"): each is meant to read as
 * one piece, so a second line is a word cut in two. Lines are told apart by the tops of the text's line boxes.
 */
export async function wrappedOverLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map((element) => `${element.className} '${(element.textContent ?? '').trim()}'`),
  );
}
