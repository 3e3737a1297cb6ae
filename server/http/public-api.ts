import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { errorReply } from './errors.ts';

// Every API route (and the upload routes) needs a session, except the ones listed here: a route someone forgets to
// guard answers 401, never runs as nobody. Each entry says why a stranger may call it.

type PublicRoute = { method: 'GET' | 'POST'; path: string; why: string };

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { method: 'GET', path: '/api/csrf', why: 'hands out the CSRF cookie the first call needs' },
  { method: 'GET', path: '/api/config', why: 'the public configuration the login screen reads (captcha, languages)' },
  { method: 'POST', path: '/api/login', why: 'signs in' },
  { method: 'POST', path: '/api/register', why: 'opens an account' },
  { method: 'POST', path: '/api/forget', why: 'password recovery for who cannot sign in' },
  { method: 'POST', path: '/api/reset', why: "sets a new password with the recovery mail's one-time link, for who cannot sign in" },
  { method: 'POST', path: '/api/notify/login_fail', why: 'the login screen reports a failed attempt' },
  { method: 'POST', path: '/api/logout', why: 'ends a session that may already have expired' },
  { method: 'POST', path: '/api/contacts', why: 'the contact form of the guest pages' },
  { method: 'GET', path: '/api/pg/:name', why: 'content fragments of the guest pages' },
  { method: 'GET', path: '/api/ag/:name', why: 'offer texts, fetched before the offer is shown' },
  { method: 'GET', path: '/api/modal/:name', why: 'offer texts, fetched before the offer is shown' },
  { method: 'GET', path: '/api/debug/zoom_script', why: "the ZOOM processor's script, loaded by a page" },
  { method: 'GET', path: '/api/vload/finish', why: "the processor's return address (a top-level navigation from its site)" },
  { method: 'POST', path: '/api/chat/guest/history', why: 'the live chat of guests, by their anonymous id' },
  { method: 'POST', path: '/api/chat/guest/send', why: 'the live chat of guests, by their anonymous id' },
  { method: 'GET', path: '/api/chat/stream', why: 'authenticated by its chat token (an EventSource sends no header)' },
  { method: 'GET', path: '/api/:coin/invoice/:guid', why: 'an invoice page opened by its unguessable guid' },
];

/** `/api/:coin/invoice/:guid` → a RegExp matching one path segment per parameter. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
const COMPILED = PUBLIC_ROUTES.map((route) => ({ method: route.method, pattern: patternOf(route.path) }));

export function isPublic(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return COMPILED.some((route) => route.method === asked && route.pattern.test(path));
}

/** 401 { code: 'auth' } unless a session was found or the route is on the public list (runs after the session middleware). */
export const authByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.session || isPublic(c.req.method, c.req.path)) return next();
  return errorReply(c, 401, 'auth');
};
