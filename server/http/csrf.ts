import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomToken, safeEqual } from '../lib/tokens.ts';
import { CSRF_COOKIE, setCsrfCookie } from './cookies.ts';
import type { AppEnv } from './env.ts';
import { errorReply } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_SHAPE = /^[\w-]{32,128}$/;

function isForm(contentType: string | undefined): boolean {
  const type = contentType?.toLowerCase() ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/**
 * Double-submit CSRF (API.md): state-changing calls carry X-CSRF-Token (or a `csrf` form field) equal to the
 * `csrf` cookie. Another site can neither read the cookie nor set a custom header on a cross-site request, so
 * it cannot produce the pair. Any reply to a request without the cookie hands one out.
 */
export function csrf(appOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const held = cookie !== undefined && TOKEN_SHAPE.test(cookie) ? cookie : null;
    const token = held ?? randomToken();
    c.set('csrfToken', token);

    if (UNSAFE_METHODS.has(c.req.method)) {
      let sent = c.req.header('X-CSRF-Token');
      if (sent === undefined && isForm(c.req.header('Content-Type'))) {
        const form = await c.req.parseBody();
        sent = typeof form['csrf'] === 'string' ? form['csrf'] : undefined;
      }
      if (held === null || sent === undefined || !safeEqual(held, sent)) {
        if (held === null) setCsrfCookie(c, token, appOrigin); // before the reply is built, so it carries it
        return errorReply(c, 403, 'csrf');
      }
    }

    await next();
    if (held === null) setCsrfCookie(c, token, appOrigin);
  };
}

/**
 * A new session gets a new token: one known before sign-in (planted or seen on a shared machine) is worth nothing
 * after it. The client reads the cookie before every call (src/api/http.ts), so it sends the new one at once.
 */
export function rotateCsrf(c: Context<AppEnv>, appOrigin: string): void {
  const token = randomToken();
  c.set('csrfToken', token);
  setCsrfCookie(c, token, appOrigin);
}
