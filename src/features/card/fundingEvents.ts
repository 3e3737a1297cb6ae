/*
 * The funding page is another island: this widget talks to it through window events, never by import
 * (features do not import each other).
 */

/** Asks the funding page to show a tab, e.g. bitcoin after a decline. */
export function showTab(tab: string): void {
  window.dispatchEvent(new CustomEvent('funding:tab', { detail: tab }));
}

/** Tells the funding page whether the quick top-up may charge the card on file. */
export function announceCanLoad(canLoad: boolean): void {
  window.dispatchEvent(new CustomEvent('funding:can_load', { detail: canLoad }));
}
