import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** GET /api/csrf: the token (the csrf middleware also sets the cookie when the browser had none). */
export function csrfRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/csrf', (c) => c.json({ return: true, token: c.var.csrfToken }));
  return app;
}
