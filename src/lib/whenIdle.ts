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

/**
 * Runs `run` once the frame showing the current DOM has been painted: at the second animation frame, which starts
 * only after the first one was produced. A hidden page produces no frames: there a timer (`fallbackMs`) runs it.
 * Returns a cancel function.
 */
export function afterPaint(run: () => void, fallbackMs = 1000): () => void {
  let done = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const once = (): void => {
    if (done) return;
    cancel();
    run();
  };
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(once);
  });
  timer = setTimeout(once, fallbackMs);
  return cancel;
}

/** Runs `run` once the browser is idle after the current DOM was painted (afterPaint, then whenIdle). */
export function whenIdleAfterFrame(run: () => void, timeoutMs = 2000): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelFrame = afterPaint(() => {
    cancelIdle = whenIdle(run, timeoutMs);
  });
  return () => {
    cancelFrame();
    cancelIdle?.();
  };
}
