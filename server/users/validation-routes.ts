import { Hono } from 'hono';
import { userRefresh, validationAnswer } from '../../common/api/users.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import { handle, signedOut } from '../http/handle.ts';
import { answerValidation, refreshedUser } from './validation-service.ts';

/** Spec §7 "fraud": the user refresh and the transaction-validation answer. Rules: ./validation-service.ts. */
export function fraudRoutes(deps: Wired): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, userRefresh, async ({ userId, c }) => (await refreshedUser(deps, userId)) ?? signedOut(c));
  handle(app, validationAnswer, async ({ input, userId, lang, c }) => (await answerValidation(deps, userId, lang, input.value ?? '')) ?? signedOut(c));

  return app;
}
