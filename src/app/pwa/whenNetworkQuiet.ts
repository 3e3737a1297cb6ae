// Resolves once the page has fetched nothing for `quietMs` (capped at `maxWaitMs`). The service worker's first
// install downloads the whole precache; starting it while the first screen's lazy chunks and API calls are still
// in flight would make them compete for a slow connection.

export const NETWORK_QUIET_MS = 1000;
export const NETWORK_QUIET_MAX_WAIT_MS = 10_000;

export function whenNetworkQuiet(quietMs = NETWORK_QUIET_MS, maxWaitMs = NETWORK_QUIET_MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = (): void => {
      observer?.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(done, maxWaitMs);
    const restart = (): void => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    restart();
    if (typeof PerformanceObserver === 'undefined') return;
    observer = new PerformanceObserver(restart);
    try {
      observer.observe({ type: 'resource' });
    } catch {
      // Resource timing unsupported: the quiet timer alone decides.
      observer = null;
    }
  });
}
