// A repeat visit of the trading home paints the last home this device showed before the app's code has loaded: the
// copy app/trading/shellSnapshot.ts keeps goes into #root, inert (nothing in it can be used until the app is up),
// and React's first render replaces it. Run by the entry module (main.tsx), which a pending stylesheet holds back,
// so the copy is always painted with the app's styles.
import { readPaintCopy } from '@/content/paintCopy';
import { SNAPSHOT_KIND, SNAPSHOT_NAME } from './trading/shellSnapshot';

const HOME_HASHES = new Set(['', '#/', '#/home']);

/** On the trading address of `lang`: paints the last home when the hash is home's and a copy is kept; true when it did. */
export function paintLastHome(lang: string): boolean {
  const root = document.getElementById('root');
  if (!root || !HOME_HASHES.has(location.hash)) return false;
  const copy = readPaintCopy(SNAPSHOT_KIND, SNAPSHOT_NAME, lang);
  if (!copy) return false;
  const frame = document.createElement('div');
  frame.className = 'boot-paint';
  frame.inert = true;
  frame.setAttribute('aria-hidden', 'true');
  // Only shellSnapshot writes this key, from the app's own DOM (its page part went through sanitizeFragment).
  frame.innerHTML = copy;
  root.replaceChildren(frame);
  return true;
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
