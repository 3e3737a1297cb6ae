import { Hono } from 'hono';
import { twoFactorDisable, twoFactorEnable, twoFactorSetup, twoFactorStatus as statusCall } from '../../common/api/security.calls.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, signedOut } from '../http/handle.ts';
import { disableTwoFactor, enableTwoFactor, startSetup, twoFactorStatus } from './service.ts';

// Two-factor sign-in on the Security screen (server/API.md `security`): its state, a new key, turning it on with the
// first code (the recovery codes come back once), turning it off with the password and a code. Rules: ./service.ts.

export function twoFactorRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, statusCall, ({ userId }) => twoFactorStatus(db, userId));

  handle(app, twoFactorSetup, async ({ userId, lang, c }) => (await startSetup(db, userId, lang, clock.now())) ?? signedOut(c));

  handle(app, twoFactorEnable, ({ userId, input, lang }) => enableTwoFactor(db, userId, input.code ?? '', lang, clock.now()));

  handle(app, twoFactorDisable, ({ userId, input, lang, c }) =>
    disableTwoFactor(db, userId, { password: input.password ?? '', code: input.code ?? '' }, { ip: clientIp(c), userAgent: userAgent(c) }, lang, clock.now()),
  );

  return app;
}
