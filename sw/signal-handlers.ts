// The worker's signal behaviour with its browser parts passed in (registration, clients, permission), so unit tests
// drive it with fakes; ./signals.ts wires it to the worker's events.

import { openSignalMessage, type ShowSignalMessage, type SignalNotificationData } from './signal-message';

/** The parts of a WindowClient used here. */
export type WindowLike = {
  url: string;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
};

export type SignalWorkerEnv = {
  permission(): NotificationPermission;
  windows(): Promise<readonly WindowLike[]>;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  openWindow(url: string): Promise<unknown>;
};

/** A system notification for the signal, where permission was given and no window of the app is visible. */
export async function showSignal(env: SignalWorkerEnv, message: ShowSignalMessage): Promise<boolean> {
  if (env.permission() !== 'granted') return false;
  const windows = await env.windows();
  if (windows.some((client) => client.visibilityState === 'visible')) return false;
  const data: SignalNotificationData = { url: message.url, id: message.id };
  await env.showNotification(message.title, {
    body: message.body,
    tag: `signal-${message.id}`, // several hidden tabs posting the same signal make one notification
    icon: '/icons/icon-192.png',
    data,
  });
  return true;
}

/**
 * A click: an open window of the app comes forward and is told which signal to open (its page goes to #/home and
 * shows it; a hash-only navigation from here would not remount anything). With no window open, the app opens on
 * #/home, where the signal, never marked shown, pops up by the usual rule.
 */
export async function openSignal(env: SignalWorkerEnv, data: SignalNotificationData): Promise<'focused' | 'opened'> {
  const windows = await env.windows();
  const path = new URL(data.url).pathname;
  const existing = windows.find((client) => new URL(client.url).pathname === path);
  if (existing) {
    // Focus is allowed only within the click's activation; if the browser refuses, the window still gets the
    // message and opens the popup when the trader brings it forward.
    await existing.focus().catch(() => undefined);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- Client.postMessage has no target origin: it reaches only that window
    existing.postMessage(openSignalMessage(data.id));
    return 'focused';
  }
  await env.openWindow(data.url);
  return 'opened';
}
