import type { SignalRow } from '@/db/types';

/** The page → service worker message that asks for a system notification (sw/signals.ts parses it). */
export type ShowSignalMessage = { type: 'SHOW_SIGNAL'; id: string; title: string; body: string; url: string };

/**
 * When the app is hidden the popup cannot be seen: hand the signal to the service worker, which shows a system
 * notification where the trader allowed them (it checks permission and that no window is visible).
 */
export async function notifyInBackground(signal: SignalRow, text: { title: string; body: string }, lang: string): Promise<void> {
  if (typeof document === 'undefined' || !document.hidden) return;
  if (!('serviceWorker' in navigator) || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  const message: ShowSignalMessage = {
    type: 'SHOW_SIGNAL',
    id: signal.id,
    title: text.title,
    body: text.body,
    url: `/${lang}/trading#/home`,
  };
  registration.active?.postMessage(message);
}

/** Asks for permission to notify; call only from a click (browsers ignore or penalise unprompted asks). */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.requestPermission();
}
