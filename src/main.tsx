// The entry index.html loads: the stylesheet, then the app (./boot.tsx) as a chunk of its own. When
// public/boot-paint.js has painted the last home, the app's code is evaluated once that paint is on the screen:
// evaluating React and the shell's modules takes tens of milliseconds on a phone, and the browser does not put a
// frame on the screen while they run.
import '@/styles/index.css';

const start = (): Promise<unknown> => import('./boot');

/** A page hidden at load paints nothing; this is how long the app waits for a paint before starting anyway. */
const PAINT_WAIT_MS = 200;

function afterFirstPaint(run: () => void): void {
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
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    once(); // no paint timing in this browser: start now
    return;
  }
  setTimeout(once, PAINT_WAIT_MS);
}

if (document.querySelector('.boot-paint') && document.visibilityState === 'visible') afterFirstPaint(() => void start());
else void start();
