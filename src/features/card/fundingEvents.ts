/*
 * The funding page is another island: this widget talks to it through window events, never by import
 * (features do not import each other).
 */

/** Asks the funding page to show a tab, e.g. bitcoin after a decline. */
export function showTab(tab: string): void {
  window.dispatchEvent(new CustomEvent('funding:tab', { detail: tab }));
}
