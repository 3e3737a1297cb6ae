import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Deps } from '../deps.ts';
import { errorReply } from '../http/errors.ts';
import { platformSessionUser } from './sessions.ts';

export const PLATFORM_COOKIE = 'psid';

/** The platform session token: `Authorization: Bearer` (the embedded page) first, else the `psid` cookie. */
export function platformToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const bearer = /^Bearer ([\w-]{20,100})$/.exec(authorization ?? '');
  return bearer?.[1] ?? cookie ?? null;
}

export type PlatformEnv = { Variables: { platformUserId: number } };

export async function platformUserOf(c: Context, deps: Deps): Promise<number | null> {
  const token = platformToken(c.req.header('Authorization'), getCookie(c, PLATFORM_COOKIE));
  return token === null ? null : platformSessionUser(deps.db, token, deps.clock.now());
}

/** 401 { code: 'auth' } unless the request carries a live platform session (bearer or cookie). */
export function requirePlatformUser(deps: Deps): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const userId = await platformUserOf(c, deps);
    if (userId === null) return errorReply(c, 401, 'auth');
    c.set('platformUserId', userId);
    return next();
  };
}
