import { describe, expect, it } from 'vitest';
import {
  assetRoutes,
  FRAGMENT_CACHE,
  PUBLIC_FRAGMENT_CACHE,
  classifyRequest,
  isCachedFragment,
  isAppNavigationPath,
  isCacheableFragmentStatus,
  isUserCache,
  parsePageMessage,
} from '../../sw/routes';
import type { RequestKind } from '../../sw/routes';
import { loadedFragmentUrls } from '@/app/pwa/warmFragmentCache';

const origin = 'http://localhost:8080';

function kind(path: string, mode = 'cors', method = 'GET', base = origin): RequestKind {
  return classifyRequest({ url: new URL(path, base), mode, method, origin });
}

describe('service worker routes', () => {
  it('answers app navigations with the app shell', () => {
    for (const path of ['/en/login', '/ru/trading', '/en/trading?x=1', '/en', '/en/', '/de/trading/deep/path']) {
      expect(kind(path, 'navigate'), path).toBe('app-shell');
    }
    expect(kind('/api/btc/invoice/5f0c-11aa', 'navigate')).toBe('app-shell');
    expect(kind('/api/eth/invoice/abc?lang=ru', 'navigate')).toBe('app-shell');
  });

  it('leaves sandbox, upload and other api navigations to the network', () => {
    for (const path of ['/sandbox/3ds/abc', '/upload/doc/no', '/api/logout', '/api/vload/start?amount=5', '/api/pg/funding']) {
      expect(kind(path, 'navigate'), path).toBe('network-only');
    }
    expect(kind('/api/btc/invoice/abc/extra', 'navigate')).toBe('network-only');
  });

  it('does not treat files or longer first segments as language screens', () => {
    expect(isAppNavigationPath('/sw.js')).toBe(false);
    expect(isAppNavigationPath('/eng/login')).toBe(false);
    expect(isAppNavigationPath('/index.html')).toBe(false);
    expect(isAppNavigationPath('/')).toBe(false);
    expect(kind('/bench-blank.html', 'navigate')).toBe('default');
  });

  it('caches server fragments per URL (so per language)', () => {
    expect(kind('/api/pg/trading-main?lang=en')).toBe('user-fragment');
    expect(kind('/api/ag/validate?lang=ru')).toBe('user-fragment');
    expect(kind('/api/modal/modal_risk?lang=en')).toBe('user-fragment');
  });

  it("keeps the guest screens' copy apart from user data, so a logout landing on login cannot refill the user cache", () => {
    expect(kind('/api/pg/guest-login?lang=en')).toBe('public-fragment');
    expect(kind('/api/pg/guest-register?lang=ru')).toBe('public-fragment');
    expect(kind('/api/ag/guest-login?lang=en')).toBe('user-fragment');
    expect(kind('/api/pg/guest-login/x?lang=en')).toBe('user-fragment');
    expect(isUserCache(PUBLIC_FRAGMENT_CACHE)).toBe(false);
    expect(isCachedFragment('public-fragment')).toBe(true);
    expect(isCachedFragment('user-fragment')).toBe(true);
    expect(isCachedFragment('network-only')).toBe(false);
  });

  it('never caches other api, upload and sandbox calls', () => {
    expect(kind('/api/pg/trading-main?lang=en', 'cors', 'POST')).toBe('network-only');
    expect(kind('/api/fraud/user', 'cors', 'POST')).toBe('network-only');
    expect(kind('/api/config')).toBe('network-only');
    expect(kind('/api/pgx/trading-main')).toBe('network-only');
    expect(kind('/upload', 'cors', 'POST')).toBe('network-only');
    expect(kind('/upload/doc/unshift')).toBe('network-only');
    expect(kind('/sandbox/charges?email=a@b.c')).toBe('network-only');
  });

  it('leaves static assets and other origins to the precache/network', () => {
    expect(kind('/assets/index-abc.js', 'cors')).toBe('default');
    expect(kind('/icons/icon-192.png', 'no-cors')).toBe('default');
    expect(kind('/api/pg/trading-main', 'cors', 'GET', 'http://127.0.0.1:8081')).toBe('default');
    expect(kind('/en/trading', 'navigate', 'GET', 'http://127.0.0.1:8081')).toBe('default');
  });

  it('names user caches by prefix', () => {
    expect(isUserCache(FRAGMENT_CACHE)).toBe(true);
    expect(isUserCache('user-anything')).toBe(true);
    expect(isUserCache('workbox-precache-v2-http://localhost:8080/')).toBe(false);
    expect(isUserCache('users')).toBe(false);
  });

  it('stores only 200 responses', () => {
    expect(isCacheableFragmentStatus(200)).toBe(true);
    for (const status of [0, 201, 204, 301, 401, 404, 500]) expect(isCacheableFragmentStatus(status)).toBe(false);
  });

  it('parses page messages strictly', () => {
    expect(parsePageMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(parsePageMessage({ type: 'CLEAR_USER_CACHES', extra: 1 })).toEqual({ type: 'CLEAR_USER_CACHES' });
    expect(parsePageMessage({ type: 'OTHER' })).toBeNull();
    expect(parsePageMessage('SKIP_WAITING')).toBeNull();
    expect(parsePageMessage(null)).toBeNull();
  });
});

describe('first-visit fragment warm-up', () => {
  it('picks the fragment URLs among loaded resources', () => {
    const entries = [
      { name: `${origin}/api/pg/trading-main?lang=en` },
      { name: `${origin}/api/pg/trading-main?lang=en` },
      { name: `${origin}/api/modal/modal_risk?lang=ru` },
      { name: `${origin}/api/fraud/user` },
      { name: `${origin}/assets/index-abc.js` },
      { name: 'http://127.0.0.1:8081/api/pg/trading-main?lang=en' },
      { name: 'not a url' },
    ];
    expect(loadedFragmentUrls(entries, origin)).toEqual([
      `${origin}/api/pg/trading-main?lang=en`,
      `${origin}/api/modal/modal_risk?lang=ru`,
    ]);
  });
});

describe('static routes', () => {
  // Which requests the browser matches is checked in Chromium (tests/e2e/offline.spec.ts): Node has no URLPattern.
  it("reads the build's hashed files from the precache, by GET, and nothing else", () => {
    expect(assetRoutes('workbox-precache-v2-http://localhost/')).toEqual([
      { condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: { cacheName: 'workbox-precache-v2-http://localhost/' } },
    ]);
  });
});
