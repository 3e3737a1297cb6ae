// Pure routing rules of the service worker: which request goes to which strategy and which caches hold user
// data. Kept free of worker globals so unit tests run them in Node (tests/unit/sw-routes.test.ts).

/** Every cache whose name starts with this holds data of the signed-in user; logout deletes them all. */
export const USER_CACHE_PREFIX = 'user-';

/** Server-driven HTML fragments (/api/pg, /api/ag, /api/modal), one entry per URL, so per `?lang=`. */
export const FRAGMENT_CACHE = `${USER_CACHE_PREFIX}fragments-v1`;

/**
 * The guest screens' copy (/api/pg/guest-*): the same for everyone, so it is not user data and survives logout —
 * the login screen a logout lands on would otherwise refill the user cache it has just wiped.
 */
export const PUBLIC_FRAGMENT_CACHE = 'public-fragments-v1';

export const FRAGMENT_MAX_ENTRIES = 100;
export const FRAGMENT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The precached document every app navigation is answered with. */
export const APP_SHELL_URL = '/index.html';

/**
 * - `app-shell`: a navigation to a screen of the app → the precached index.html (opens offline).
 * - `user-fragment`: GET of a server fragment → stale-while-revalidate in FRAGMENT_CACHE.
 * - `public-fragment`: GET of a guest screen's copy → stale-while-revalidate in PUBLIC_FRAGMENT_CACHE.
 * - `network-only`: every other API, upload or sandbox call (and navigations to them) → straight to the network,
 *   never cached.
 * - `default`: everything else (static assets, other origins): the precache answers what it holds, the
 *   network the rest.
 */
export type RequestKind = 'app-shell' | 'user-fragment' | 'public-fragment' | 'network-only' | 'default';

export type RequestFacts = {
  url: URL;
  /** Request.mode: 'navigate' for a document load. */
  mode: string;
  method: string;
  /** The service worker's own origin; other origins (the platform host) are never touched. */
  origin: string;
};

// `/{lang}` or `/{lang}/…` where lang is two letters (`/en/trading`, `/ru/login?x=1`).
const LANG_SCREEN = /^\/[a-z]{2}(?:[/?#]|$)/;
// The crypto invoice page is a client screen living under /api (spec §7: /api/{coin}/invoice/{guid}).
const INVOICE_SCREEN = /^\/api\/[a-z0-9_-]+\/invoice\/[^/?#]+\/?(?:[?#]|$)/i;
const FRAGMENT = /^\/api\/(?:pg|ag|modal)\//;
const GUEST_COPY = /^\/api\/pg\/guest-[a-z-]+$/;
const NETWORK_ONLY = /^\/(?:api|upload|sandbox)(?:[/?#]|$)/;

/** Regexps for workbox's NavigationRoute allowlist (matched against pathname + search). */
export const APP_NAVIGATION_ALLOWLIST: readonly RegExp[] = [LANG_SCREEN, INVOICE_SCREEN];

export function isAppNavigationPath(pathAndSearch: string): boolean {
  return APP_NAVIGATION_ALLOWLIST.some((re) => re.test(pathAndSearch));
}

export function classifyRequest({ url, mode, method, origin }: RequestFacts): RequestKind {
  if (url.origin !== origin) return 'default';
  const path = url.pathname;
  if (mode === 'navigate') {
    if (isAppNavigationPath(path + url.search)) return 'app-shell';
    return NETWORK_ONLY.test(path) ? 'network-only' : 'default';
  }
  if (method === 'GET' && GUEST_COPY.test(path)) return 'public-fragment';
  if (method === 'GET' && FRAGMENT.test(path)) return 'user-fragment';
  if (NETWORK_ONLY.test(path)) return 'network-only';
  return 'default';
}

/**
 * A static route (`InstallEvent.addRoutes`, the Service Worker Static Routing API): a rule the browser applies
 * itself, before it would wake the worker or dispatch a fetch event.
 */
export type StaticRoute = {
  condition: { urlPattern: { pathname: string }; requestMethod: string };
  source: { cacheName: string };
};

/**
 * The build's hashed files (/assets/*) are read by the browser straight from the precache: an opened app fetches
 * some seventy of them, one import level after another, and each fetch event costs the worker's thread a turn. The
 * browser falls back to the network for a file the cache does not hold, as the worker's precache route does.
 */
export function assetRoutes(precacheName: string): StaticRoute[] {
  return [{ condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: { cacheName: precacheName } }];
}

/** Kinds the worker caches (stale-while-revalidate); the page warms them after the worker takes control. */
export function isCachedFragment(kind: RequestKind): boolean {
  return kind === 'user-fragment' || kind === 'public-fragment';
}

export function isUserCache(cacheName: string): boolean {
  return cacheName.startsWith(USER_CACHE_PREFIX);
}

/** Only a complete success is worth replaying offline: errors, 401s and redirects are never stored. */
export function isCacheableFragmentStatus(status: number): boolean {
  return status === 200;
}

/** Messages a page sends to the worker. */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'CLEAR_USER_CACHES' };
/** Replies the worker sends on the MessageChannel port. */
export type WorkerToPageMessage = { type: 'USER_CACHES_CLEARED' };

export function parsePageMessage(data: unknown): PageToWorkerMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const { type } = data;
  return type === 'SKIP_WAITING' || type === 'CLEAR_USER_CACHES' ? { type } : null;
}
