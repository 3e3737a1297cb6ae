// Registers the service worker (sw/sw.ts → /sw.js) once the page has loaded, its network has gone quiet and the
// main thread is idle, so neither workbox-window nor the precache downloads compete with the first screen.
// A new version never takes over by itself: onUpdateReady receives applyUpdate, which the user triggers from
// UpdatePrompt.
import { wireUpdates } from './updateFlow';
import { announceUpdate } from './updateStore';
import { warmFragmentCache } from './warmFragmentCache';
import { whenNetworkQuiet } from './whenNetworkQuiet';
import { whenIdle } from '@/lib/whenIdle';
import type { ApplyUpdate } from './updateStore';

export type RegisterServiceWorkerOptions = {
  /** Called when a new version is installed and waiting; defaults to the store UpdatePrompt listens to. */
  onUpdateReady?: (applyUpdate: ApplyUpdate) => void;
};

// A tab of a trading app stays open for days: look for a new version when it comes back into view, hourly at most.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV && !import.meta.env.VITE_SW_DEV) return;
  const start = (): void => {
    void whenNetworkQuiet().then(() =>
      whenIdle(() => {
        register(options.onUpdateReady ?? announceUpdate).catch((error: unknown) => {
          console.warn('Service worker registration failed:', error);
        });
      }),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(onUpdateReady: (applyUpdate: ApplyUpdate) => void): Promise<void> {
  const { Workbox } = await import('workbox-window');
  // Under `vite dev` (with VITE_SW_DEV) vite-plugin-pwa serves the worker as a module at /dev-sw.js?dev-sw.
  const workbox = import.meta.env.DEV
    ? new Workbox('/dev-sw.js?dev-sw', { scope: '/', type: 'module' })
    : new Workbox('/sw.js', { scope: '/' });

  wireUpdates(workbox, onUpdateReady, () => window.location.reload());
  // First install: the worker claimed this page on activate; let it store what the page loaded before that.
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) void warmFragmentCache();
  });

  const registration = await workbox.register();
  if (registration === undefined) return;
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  });
}
