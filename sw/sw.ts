/// <reference lib="webworker" />
// The service worker: precached app shell, offline navigations, stale-while-revalidate server fragments and the
// page's commands (update now, wipe user caches). Which URL goes where is decided in ./routes.ts.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cacheNames } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import {
  APP_NAVIGATION_ALLOWLIST,
  APP_SHELL_URL,
  assetRoutes,
  FRAGMENT_CACHE,
  FRAGMENT_MAX_AGE_SECONDS,
  FRAGMENT_MAX_ENTRIES,
  PUBLIC_FRAGMENT_CACHE,
  classifyRequest,
  isCacheableFragmentStatus,
  isUserCache,
  parsePageMessage,
} from './routes';
import type { StaticRoute, WorkerToPageMessage } from './routes';
import { createWipeGuard } from './wipe-guard';
// oxlint-disable-next-line import/no-unassigned-import -- registers the trading-signal listeners
import './signals';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// App shell: index.html, every JS/CSS chunk, icons, the web manifest (list injected at build time).
cleanupOutdatedCaches();
// oxlint-disable-next-line no-underscore-dangle -- the injection point's name is fixed by workbox-build
precacheAndRoute(self.__WB_MANIFEST);

// The hashed build files skip the fetch event (static routes, Chromium 123+; elsewhere the precache route above
// answers them). Not awaited: a browser that rejects the rules still gets a working worker.
type InstallWithRoutes = ExtendableEvent & { addRoutes?: (rules: StaticRoute[]) => Promise<void> };
self.addEventListener('install', (event: InstallWithRoutes) => {
  event.addRoutes?.(assetRoutes(cacheNames.precache)).catch(() => undefined);
});

// Every screen opens offline: app navigations get the precached index.html and the client router takes over.
// /sandbox/*, /upload/* and other /api/* navigations are not in the allowlist, so they reach the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), { allowlist: [...APP_NAVIGATION_ALLOWLIST] }),
);

const onlySuccessful: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableFragmentStatus(response.status) ? response : null),
};
const fragmentLimits = { maxEntries: FRAGMENT_MAX_ENTRIES, maxAgeSeconds: FRAGMENT_MAX_AGE_SECONDS };

const userCacheGuard = createWipeGuard();

function routeFragments(kind: 'user-fragment' | 'public-fragment', cacheName: string, plugins: WorkboxPlugin[]): void {
  registerRoute(
    ({ url, request }) =>
      classifyRequest({ url, mode: request.mode, method: request.method, origin: self.location.origin }) === kind,
    new StaleWhileRevalidate({ cacheName, plugins: [onlySuccessful, ...plugins, new ExpirationPlugin(fragmentLimits)] }),
  );
}

// Server fragments: shown at once from cache (so a visited page opens offline), refreshed in the background.
routeFragments('user-fragment', FRAGMENT_CACHE, [userCacheGuard.plugin]);
routeFragments('public-fragment', PUBLIC_FRAGMENT_CACHE, []);
// Every other /api/*, /upload* and /sandbox/* request ('network-only') deliberately has no route: the worker
// does not call respondWith, so the browser fetches it from the network untouched and nothing is cached.

// First visit: take control as soon as this worker activates, so the app works offline without a reload.
// An update does not activate by itself (no skipWaiting on install); it waits for SKIP_WAITING from the page.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function clearUserCaches(): Promise<void> {
  userCacheGuard.wiped();
  // The fragment cache's expiration timestamps (IndexedDB 'workbox-expiration') name the visited URLs: drop them
  // too. A fresh CacheExpiration works even when this worker instance has not touched the cache yet.
  await new CacheExpiration(FRAGMENT_CACHE, fragmentLimits).delete();
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
}

self.addEventListener('message', (event) => {
  const message = parsePageMessage(event.data);
  if (message === null) return;
  switch (message.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      return;
    case 'CLEAR_USER_CACHES': {
      const port = event.ports[0];
      const reply: WorkerToPageMessage = { type: 'USER_CACHES_CLEARED' };
      event.waitUntil(clearUserCaches().then(() => port?.postMessage(reply)));
      return;
    }
    default: {
      const unreachable: never = message;
      return unreachable;
    }
  }
});
