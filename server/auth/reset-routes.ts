import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { t } from '../i18n.ts';
import { isStrongEnoughPassword } from '../lib/validate.ts';
import { changePassword } from '../users/password.ts';
import { findUserById, userDtoOf } from '../users/repo.ts';
import { peekResetToken, redeemResetToken } from './reset-tokens.ts';
import { signIn } from './sign-in.ts';
import { hasTwoFactor } from '../two-factor/service.ts';

/**
 * POST /api/reset { token, password } (server/API.md "Sign-in, registration and the session"): the recovery mail's
 * link sets a new password. The password's rule is the password change's; every session of the account (app and
 * platform) ends, and this browser is signed in like a login — unless two-factor sign-in is on: then the trader signs
 * in with the new password and a code.
 */
export function resetRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post('/api/reset', async (c) => {
    const lang = c.var.lang;
    const body = await readFields(c);
    const token = field(body, 'token').trim();
    const password = field(body, 'password');
    const refuseToken = () => c.json({ return: false, field: 'token', code: 'reset.token', message: t(lang, 'reset.token') });
    // The link first: a trader with a dead link is told to ask again before typing a password for nothing. Only a
    // valid password spends the token, so a typo does not cost the link.
    const userId = await peekResetToken(db, token, clock.now());
    if (userId === null) return refuseToken();
    if (!isStrongEnoughPassword(password)) return c.json({ return: false, field: 'password', message: t(lang, 'field.password') });
    const user = await findUserById(db, userId);
    if (!user) return refuseToken();
    if (user.status === 'USER_BLOCKED') return c.json({ return: false, code: 'login.blocked', message: t(lang, 'login.blocked') });
    // Two requests with one link: only one spends it.
    if ((await redeemResetToken(db, token, clock.now())) === null) return refuseToken();
    await changePassword(db, user.id, password, null);
    // The link proves the mailbox, one factor: with two-factor sign-in on, the trader signs in with the new password
    // and a code, as always. Without it the link and the new password are what a login would have asked for.
    if (await hasTwoFactor(db, user.id)) return c.json({ return: true, sign_in: true, message: t(lang, 'reset.sign_in') });
    // The trader is at their mailbox now: a notice of this sign-in would tell them what they just did.
    await signIn(c, deps, user.id, { notice: false });
    return c.json({ return: true, user: await userDtoOf(db, user) });
  });

  return app;
}
