import type { Lang } from '@/i18n';

/*
 * Where a successful login goes (spec §2): /{lang}/trading, plus the in-app hash route named by `rd` on the login
 * screen or `redirect` on the autologin page. Only same-app paths are accepted, so a crafted link cannot send the
 * trader to another site or inject markup into the URL.
 */

const SAFE_ROUTE = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

/** The hash route to open after login, or null when the parameter is missing or unsafe. */
export function safeRoute(value: string | null | undefined): string | null {
  if (!value) return null;
  const route = value.startsWith('/') ? value : `/${value}`;
  if (!SAFE_ROUTE.test(route) || route.includes('/..') || route === '/') return null;
  return route;
}

export function tradingUrl(lang: Lang, route: string | null = null): string {
  return route ? `/${lang}/trading#${route}` : `/${lang}/trading`;
}

/** After the login form: `?rd=/show/funding` → `/en/trading#/show/funding`. */
export function afterLoginUrl(lang: Lang, search: string): string {
  return tradingUrl(lang, safeRoute(new URLSearchParams(search).get('rd')));
}

export type AutologinRequest = { email: string; password: string; route: string | null };

/**
 * The autologin page's prefilled credentials, read from the URL fragment
 * (`#email=…&password=…[&redirect=/show/funding]`, values encoded as in a query string): a fragment never reaches
 * a server, a proxy or an access log. Null when either credential is empty (the page then goes to login).
 */
export function autologinRequest(hash: string): AutologinRequest | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const email = (params.get('email') ?? '').trim();
  const password = params.get('password') ?? '';
  if (email === '' || password === '') return null;
  return { email, password, route: safeRoute(params.get('redirect')) };
}

export function loginUrl(lang: Lang): string {
  return `/${lang}/login`;
}

/**
 * The recovery mail's token, from the reset page's fragment (`#token=…`): like autologin's credentials it never
 * reaches a server log. Null when missing or not shaped like one of ours (base64url).
 */
export function resetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash).get('token') ?? '';
  return /^[\w-]{16,256}$/.test(token) ? token : null;
}
