// The entry index.html loads: the stylesheet, then the app (./boot.tsx) as a chunk of its own. When a repeat visit of
// home has painted the last home (common/boot-paint.ts, inline in index.html), the app's code is evaluated once that
// paint is on the screen: evaluating React and the shell's modules takes tens of milliseconds on a phone, and the
// browser puts no frame on the screen while they run.
import '@/styles/index.css';
import { afterNextPaint, bootPainted } from '@/app/bootPaint';

const start = (): Promise<unknown> => import('./boot');

if (bootPainted() && document.visibilityState === 'visible') afterNextPaint(() => void start());
else void start();
