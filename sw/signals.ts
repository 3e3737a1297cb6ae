/// <reference lib="webworker" />
// Trading signals while the app is hidden: the page posts SHOW_SIGNAL when document.hidden; the worker
// shows a system notification where permission was given and no window of the app is visible; a click brings the
// app forward and tells it (OPEN_SIGNAL) to open the popup on that signal. The worker never polls for signals.

import { openSignal, showSignal, type SignalWorkerEnv } from './signal-handlers';
import { parseNotificationData, parseShowSignal } from './signal-message';

declare const self: ServiceWorkerGlobalScope;

const env: SignalWorkerEnv = {
  permission: () => Notification.permission,
  windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  showNotification: (title, options) => self.registration.showNotification(title, options),
  openWindow: (url) => self.clients.openWindow(url),
};

self.addEventListener('message', (event) => {
  const message = parseShowSignal(event.data, self.location.origin);
  if (message) event.waitUntil(showSignal(env, message));
});

self.addEventListener('notificationclick', (event) => {
  if (!event.notification.tag.startsWith('signal-')) return;
  const data = parseNotificationData(event.notification.data, self.location.origin);
  if (!data) return;
  event.notification.close();
  event.waitUntil(openSignal(env, data));
});
