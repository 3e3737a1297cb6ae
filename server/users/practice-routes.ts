import { Hono } from 'hono';
import { openPractice as openCall, resetPractice as resetCall } from '../../common/api/users.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, signedOut } from '../http/handle.ts';
import { callKey, missingKey } from '../http/idempotency.ts';
import { openPractice, resetPractice } from './practice-service.ts';

// The practice account's calls (server/API.md "Currency accounts"): open it once, reset its virtual balance under
// the request's key. Switching to it and back is /api/us/set_account. Rules: ./practice-service.ts.

export function practiceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, openCall, async ({ userId, lang, c }) => (await openPractice(deps, userId, lang)) ?? signedOut(c));
  handle(app, resetCall, async ({ input, userId, lang, c }) => {
    const key = callKey(c, input.idempotency_key);
    if (key === null) return missingKey(lang);
    return (await resetPractice(deps, userId, lang, key)) ?? signedOut(c);
  });

  return app;
}
