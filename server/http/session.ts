import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getCookie } from 'hono/cookie';
import { findSession, touchSession } from '../sessions/store.ts';
import { clearSessionCookie, SESSION_COOKIE, SESSION_TTL_MS, setSessionCookie } from './cookies.ts';
import type { AppEnv } from './env.ts';
import type { Deps } from '../deps.ts';

// Writing last_seen on every call would turn each read into a write; once in a while is enough.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Resolves the `sid` cookie to a session row (or null) for the routes behind it. */
export function sessionMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token === undefined) {
      c.set('session', null);
      return next();
    }
    const now = deps.clock.now();
    const session = await findSession(deps.db, token, now);
    if (!session) {
      c.set('session', null);
      clearSessionCookie(c, deps.config.appOrigin);
      return next();
    }
    c.set('session', { id: session.id, userId: session.userId });
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await touchSession(deps.db, session.id, now, SESSION_TTL_MS);
      setSessionCookie(c, token, deps.config.appOrigin);
    }
    return next();
  };
}

/**
 * The signed-in trader's id. Routes run behind authByDefault, so there is one; should a public route ask, it answers
 * 401 rather than acting as nobody.
 */
export function sessionUserId(c: Context<AppEnv>): number {
  const session = c.var.session;
  if (!session) throw new HTTPException(401);
  return session.userId;
}
