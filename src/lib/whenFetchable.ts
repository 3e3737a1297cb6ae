/**
 * Whether a lazy chunk can be fetched now: online, or in a page the service worker controls (it took over only once
 * its precache, every chunk included, was complete).
 */
export function chunksFetchable(): boolean {
  return navigator.onLine || ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null);
}

/**
 * Resolves at once when chunks can be fetched, else at the next `online` event. What loads after the first screen
 * (toasts, offers, popups, the service worker's client) may start when the trader has already gone offline, and on a
 * first visit no worker serves the chunk yet; a failed import() then stays failed for the page's life (Chromium keeps
 * the failure in its module map), so the island waits for the connection instead.
 */
export function whenChunksFetchable(): Promise<void> {
  if (chunksFetchable()) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/** A lazy loader that waits for whenChunksFetchable before it imports. */
export function loadWhenFetchable<T>(load: () => Promise<T>): () => Promise<T> {
  return () => whenChunksFetchable().then(load);
}
