import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';

/** GET /api/config: what the client needs to know about this server before anyone logs in. */
export function configRoutes({ config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/config', (c) =>
    c.json({
      return: true,
      platformOrigin: config.platformOrigin,
      // No captcha provider is configured on the reference server; the client then skips the wait.
      captchaSiteKey: null,
      sandbox: config.sandbox,
    }),
  );
  return app;
}
