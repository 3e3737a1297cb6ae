import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';

/** GET /api/config: what the client needs to know about this server before anyone logs in. */
export function configRoutes({ config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/config', (c) =>
    c.json({
      return: true,
      platformOrigin: config.platformOrigin,
      // Without a configured captcha (the default) the client skips the wait (server/config.ts CaptchaConfig).
      captchaSiteKey: config.captcha?.siteKey ?? null,
      captchaScriptUrl: config.captcha?.scriptUrl ?? null,
      sandbox: config.sandbox,
    }),
  );
  return app;
}
