import { db, type TraderDb } from '@/db/database';
import type { SignalRow } from '@/db/types';
import { localDay } from './rules';
import { claimNotification } from './store';

/** The page → service worker message that asks for a system notification (sw/signals.ts parses it). */
export type ShowSignalMessage = { type: 'SHOW_SIGNAL'; id: string; title: string; body: string; url: string };

/** What notifyInBackground looks at in the browser; tests pass their own. */
export type BackgroundEnv = {
  hidden: () => boolean;
  installed: () => boolean;
  permitted: () => boolean;
  post: (message: ShowSignalMessage) => Promise<void>;
};

const INSTALLED_MODES = ['standalone', 'window-controls-overlay', 'fullscreen'] as const;

/** Runs as an installed app (spec: the notification is for "when the app is installed and hidden"). */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  // iOS Safari's home-screen apps say so only through navigator.standalone.
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return typeof window.matchMedia === 'function' && INSTALLED_MODES.some((mode) => window.matchMedia(`(display-mode: ${mode})`).matches);
}

export const browserBackground: BackgroundEnv = {
  hidden: () => typeof document !== 'undefined' && document.hidden,
  installed: isInstalledApp,
  permitted: () => 'serviceWorker' in navigator && typeof Notification !== 'undefined' && Notification.permission === 'granted',
  post: async (message) => {
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage(message);
  },
};

/**
 * When the installed app is hidden the popup cannot be seen: hand the signal to the service worker, which shows a
 * system notification where the trader allowed them (it checks permission and that no window is visible). Once per
 * day per id: the notified mark is claimed first, so later polls of the same day skip it even if it was dismissed.
 */
export async function notifyInBackground(
  signal: SignalRow,
  text: { title: string; body: string },
  lang: string,
  now: number = Date.now(),
  env: BackgroundEnv = browserBackground,
  database: TraderDb = db,
): Promise<boolean> {
  if (!env.hidden() || !env.installed() || !env.permitted()) return false;
  if (!(await claimNotification(signal.id, localDay(now), database))) return false;
  await env.post({ type: 'SHOW_SIGNAL', id: signal.id, title: text.title, body: text.body, url: `/${lang}/trading#/home` });
  return true;
}

/** Asks for permission to notify; call only from a click (browsers ignore or penalise unprompted asks). */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.requestPermission();
}
