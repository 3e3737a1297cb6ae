import { Hono } from 'hono';
import { publicConfig } from '../../common/api/content.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handlePublic } from '../http/handle.ts';
import { publicConfiguration } from './service.ts';

/** GET /api/config: what the client needs to know about this server before anyone logs in. Rules: ./service.ts. */
export function configRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handlePublic(app, publicConfig, async () => publicConfiguration(deps));
  return app;
}
