// A repeat visit of the trading home has the last home painted by index.html's inline script (common/boot-paint.ts)
// before any module runs. The entry (main.tsx) starts the app once that paint is on the screen: evaluating React and
// the shell's modules takes tens of milliseconds on a phone, and the browser puts no frame on the screen meanwhile.
import { BOOT_PAINT_CLASS } from '@common/boot-paint';

/** True when the inline script painted the last home into #root. */
export function bootPainted(): boolean {
  return document.getElementsByClassName(BOOT_PAINT_CLASS).length > 0;
}

/** A page hidden at load paints nothing; this is how long the app waits for a paint before starting anyway. */
const PAINT_WAIT_MS = 200;

/**
 * Runs `run` once the frame showing the current DOM is on the screen. The load's first frame is reported by paint
 * timing (a requestAnimationFrame can fire while that frame is still held back); any later one by a second
 * animation frame, which starts only after the one before it was produced.
 */
export function afterNextPaint(run: () => void): void {
  if (performance.getEntriesByType('paint').length > 0) {
    requestAnimationFrame(() => requestAnimationFrame(run));
    return;
  }
  let started = false;
  let observer: PerformanceObserver | null = null;
  const once = (): void => {
    if (started) return;
    started = true;
    observer?.disconnect();
    run();
  };
  try {
    observer = new PerformanceObserver(once);
    observer.observe({ type: 'paint' });
  } catch {
    once(); // no paint timing in this browser: start now
    return;
  }
  setTimeout(once, PAINT_WAIT_MS);
}
