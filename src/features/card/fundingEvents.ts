/*
 * The funding page is another island: this widget talks to it through window events, never by import
 * (features do not import each other).
 */

/** Asks the funding page to show a tab, e.g. bitcoin after a decline. */
export function showTab(tab: string): void {
  window.dispatchEvent(new CustomEvent('funding:tab', { detail: tab }));
}

const CARDS_CHANGED = 'funding:cards';

/**
 * The trader's saved cards changed: one saved, removed, or a remembered card just paid (so quick top-up may charge
 * it now). Every widget that shows a saved card asks the server again.
 */
export function cardsChanged(): void {
  window.dispatchEvent(new Event(CARDS_CHANGED));
}

/** Calls `handler` on every change of the saved cards; returns the unsubscribe. */
export function onCardsChanged(handler: () => void): () => void {
  window.addEventListener(CARDS_CHANGED, handler);
  return () => window.removeEventListener(CARDS_CHANGED, handler);
}
