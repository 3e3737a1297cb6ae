// The entry index.html loads: the stylesheet, the boot paint, then the app (./boot.tsx) as a chunk of its own. When
// a repeat visit of home has painted the last home (app/bootPaint.ts), the app's code is evaluated once that paint is
// on the screen: evaluating React and the shell's modules takes tens of milliseconds on a phone, and the browser
// puts no frame on the screen while they run.
import '@/styles/index.css';

const start = (): Promise<unknown> => import('./boot');

// Only the trading address can have a last home to paint: other screens do not carry that code.
const tradingLang = /^\/([a-z]{2})\/trading\/?$/.exec(location.pathname)?.[1];

if (tradingLang) {
  import('@/app/bootPaint')
    .then(({ paintLastHome, afterNextPaint }) => {
      if (paintLastHome(tradingLang) && document.visibilityState === 'visible') afterNextPaint(() => void start());
      else void start();
    })
    .catch(() => void start());
} else void start();
