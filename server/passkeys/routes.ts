import { Hono } from 'hono';
import { passkeyLogin, passkeySignInOptions } from '../../common/api/auth.calls.ts';
import { addPasskey as addCall, listPasskeys as listCall, passkeyOptions, removePasskey as removeCall } from '../../common/api/security.calls.ts';
import { signIn } from '../auth/sign-in.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, handlePublic, signedOut } from '../http/handle.ts';
import { spendBudget } from '../http/too-many.ts';
import { relyingParty } from './relying-party.ts';
import { addPasskey, listPasskeys, loginOptions, passkeySignIn, registrationOptions, removePasskey } from './service.ts';

// Passkeys (server/API.md `security` and `auth`): the trader's list, adding one (options, then the browser's answer),
// removing one with the password; and signing in with one (options, then the answer), which starts a session as a
// password and code would. Rules: ./service.ts.

export function passkeyRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();
  const rpOf = (origin: string | undefined) => relyingParty(config, origin);

  handle(app, listCall, ({ userId }) => listPasskeys(db, userId));

  handle(app, passkeyOptions, async ({ userId, c }) => (await registrationOptions(db, userId, rpOf(c.req.header('Origin')), clock.now())) ?? signedOut(c));

  handle(app, addCall, ({ userId, input, lang, c }) =>
    addPasskey(db, userId, { credential: input.credential ?? '', name: input.name ?? '' }, rpOf(c.req.header('Origin')), lang, clock.now()),
  );

  handle(app, removeCall, ({ userId, input, lang, c }) => {
    const raw = (input.id ?? '').trim();
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    return removePasskey(db, userId, { id, password: input.password ?? '' }, { ip: clientIp(c), userAgent: userAgent(c) }, lang, clock.now());
  });

  handlePublic(app, passkeySignInOptions, async ({ c }) => {
    // Each start keeps a challenge for a few minutes: one address starts only so many.
    const overBudget = await spendBudget(c, db, `passkey:addr:${clientIp(c)}`, config.budgets.passkeySignIns, clock.now());
    return overBudget ?? loginOptions(db, rpOf(c.req.header('Origin')), clock.now());
  });

  handlePublic(app, passkeyLogin, async ({ input, lang, c }) => {
    const proven = await passkeySignIn(db, input.credential ?? '', rpOf(c.req.header('Origin')), lang, clock.now());
    if ('refused' in proven) return proven;
    await signIn(c, deps, proven.userId);
    return { user: proven.user };
  });

  return app;
}
