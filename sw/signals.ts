/// <reference lib="webworker" />
// Trading signals while the app is hidden (issue 5): the page posts SHOW_SIGNAL when document.hidden; the worker
// shows a system notification where permission was given and no window of the app is visible; a click focuses
// (or opens) the app on #/home, where the popup shows the signal. The worker never polls for signals itself.

import { parseShowSignal, type ShowSignalMessage } from './signal-message';

declare const self: ServiceWorkerGlobalScope;

async function showSignal(message: ShowSignalMessage): Promise<void> {
  if (Notification.permission !== 'granted') return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  await self.registration.showNotification(message.title, {
    body: message.body,
    tag: `signal-${message.id}`, // several hidden tabs posting the same signal make one notification
    icon: '/icons/icon-192.png',
    data: { url: message.url },
  });
}

async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((client) => new URL(client.url).pathname === new URL(url).pathname);
  if (existing) {
    await existing.focus();
    await existing.navigate(url).catch(() => null);
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('message', (event) => {
  const message = parseShowSignal(event.data, self.location.origin);
  if (message) event.waitUntil(showSignal(message));
});

self.addEventListener('notificationclick', (event) => {
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : null;
  if (!url || !event.notification.tag.startsWith('signal-')) return;
  event.notification.close();
  event.waitUntil(openApp(url));
});
