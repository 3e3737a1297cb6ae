/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function.
 * Safari has no requestIdleCallback: there a short timer stands in, so deferred work still happens.
 */
export function whenIdle(run: () => void, timeoutMs = 2000, fallbackMs = 200): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
