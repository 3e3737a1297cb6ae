import { Hono } from 'hono';
import { platformToken } from '../../common/api/auth.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { HANDOFF_TTL_MS, mintHandoff } from '../platform/handoff.ts';

/**
 * POST /api/platform/token — a one-time token for the embedded platform (the iframe gets no app cookies):
 * the client puts it in the iframe URL's fragment, the platform page exchanges it at /cli/exchange.
 */
export function platformTokenRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handle(app, platformToken, async ({ userId }) => ({ token: await mintHandoff(db, userId, clock.now()), expires_in: HANDOFF_TTL_MS / 1000 }));
  return app;
}
