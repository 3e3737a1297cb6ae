import { Hono } from 'hono';
import { csrf } from '../../common/api/session.calls.ts';
import type { AppEnv } from '../http/env.ts';
import { handlePublic } from '../http/handle.ts';

/** GET /api/csrf: the token (the csrf middleware also sets the cookie when the browser had none). */
export function csrfRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handlePublic(app, csrf, async ({ c }) => ({ token: c.var.csrfToken }));
  return app;
}
