import type { MiddlewareHandler } from 'hono';
import { ALL_CALLS } from '../../common/api/index.ts';
import { pathPattern } from '../../common/api/route.ts';
import type { AppEnv } from './env.ts';
import { errorReply } from './errors.ts';

// Every API route (and the upload routes) needs a session, except the calls the contract marks public (common/api,
// each with why a stranger may call it): a route someone forgets to guard answers 401, never runs as nobody.

type PublicRoute = { method: 'GET' | 'POST'; path: string; why: string };

export const PUBLIC_ROUTES: readonly PublicRoute[] = ALL_CALLS.flatMap((call) => (call.public === null ? [] : [{ method: call.method, path: call.path, why: call.public }]));

const COMPILED = PUBLIC_ROUTES.map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));

export function isPublic(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return COMPILED.some((route) => route.method === asked && route.pattern.test(path));
}

/** 401 { code: 'auth' } unless a session was found or the route is public (runs after the session middleware). */
export const authByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.session || isPublic(c.req.method, c.req.path)) return next();
  return errorReply(c, 401, 'auth');
};
