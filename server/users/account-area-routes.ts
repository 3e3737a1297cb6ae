import { and, eq, ne } from 'drizzle-orm';
import { stateFor } from '../../common/us-states.ts';
import { Hono, type Context } from 'hono';
import { users } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { saying, t } from '../i18n.ts';
import { skeletonOf } from '../lib/lookalike.ts';
import { checkPhone, isStrongEnoughPassword, phoneDigits } from '../lib/validate.ts';
import { mailOutboxFor } from '../auth/reset-mail.ts';
import { addNotification } from '../notifications/service.ts';
import { addressConflict, checkEmailText, looksLikeAnotherAccount } from './email-identity.ts';
import { checkPassword } from './login-throttle.ts';
import { findUserById } from './repo.ts';
import { changePassword } from './password.ts';

// The account area's contact details (/api/info) and password change (/api/us/security) (server/API.md "Account area");
// its documents live in server/verification/.


const say = saying('account');

const userIdOf = (c: Context<AppEnv>) => sessionUserId(c);

export function accountAreaRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock } = deps;
  const outbox = mailOutboxFor(deps);
  const app = new Hono<AppEnv>();

  /**
   * Spec §7 /api/info {email, phone, password?}: the trader's contact details, with the server's checks. The e-mail is
   * the login and where recovery mail goes: changing it takes the current password (a session alone — a borrowed
   * laptop, a stolen cookie — must not be enough to take the account over), and the old address hears of it.
   * `state` (a US resident's, spec §1 states list) when sent — a client that does not send it leaves the stored one.
   */
  app.post('/api/info', async (c) => {
    const lang = c.var.lang;
    const fields = await readFields(c);
    const user = await findUserById(db, userIdOf(c));
    if (!user) return errorReply(c, 401, 'auth');
    const address = checkEmailText(field(fields, 'email'));
    if (!address.ok) return c.json({ return: false, field: 'email', message: t(lang, address.message) });
    const { email } = address;
    const digits = phoneDigits(field(fields, 'phone'));
    const phoneProblem = digits === null ? 'phone' : checkPhone(user.phonePrefix, digits);
    if (phoneProblem || digits === null) return c.json({ return: false, field: 'phone', message: say(lang, phoneProblem ?? 'phone') });
    const state = 'state' in fields ? stateFor(user.country, field(fields, 'state')) : user.state;
    if (state === null) return c.json({ return: false, field: 'state', message: say(lang, 'state') });
    const changed = email !== user.email;
    if (changed) {
      const refused = await passwordRefusal(c, user.email, field(fields, 'password'));
      if (refused) return c.json(refused);
      const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, user.id)));
      if (taken) return c.json({ return: false, field: 'email', message: say(lang, 'email_taken') });
      if (await looksLikeAnotherAccount(db, email, user.id)) return c.json({ return: false, field: 'email', message: t(lang, 'field.email_lookalike') });
    }
    const updated = await db
      .update(users)
      .set({ email, emailSkeleton: skeletonOf(email), phone: digits, state })
      .where(eq(users.id, user.id))
      .returning({ id: users.id })
      .catch(() => []);
    if (updated.length === 0) {
      // Another change or registration took the address or its look-alike at the same instant: the unique index said no.
      const conflict = await addressConflict(db, email, user.id);
      return c.json({ return: false, field: 'email', message: conflict === 'taken' ? say(lang, 'email_taken') : t(lang, 'field.email_lookalike') });
    }
    if (changed) {
      const now = clock.now();
      await addNotification(db, user.id, say(lang, 'email_changed_note', { old: user.email, email }), now);
      await outbox.send('email_changed', user.id, lang, user.email);
    }
    return c.json({ return: true, message: say(lang, 'info_saved') });
  });

  /** The current password an e-mail change needs, checked like a login (the same throttle as the Security form). */
  async function passwordRefusal(c: Context<AppEnv>, email: string, password: string) {
    const lang = c.var.lang;
    if (password === '') return { return: false, field: 'password', message: say(lang, 'email_password') };
    const check = await checkPassword(db, 'security', email, password, { ip: clientIp(c), userAgent: userAgent(c) }, clock.now());
    switch (check.kind) {
      case 'throttled':
      case 'address_throttled':
        return { return: false, code: `login.${check.kind}`, field: 'password', message: say(lang, 'throttled', { minutes: check.retryMinutes }) };
      case 'wrong':
        return { return: false, field: 'password', message: say(lang, 'old_password') };
      case 'ok':
        return null;
    }
  }

  /** Spec §7 /api/us/security: the old password checked under the login throttle; other sessions end, this one stays. */
  app.post('/api/us/security', async (c) => {
    const lang = c.var.lang;
    const fields = await readFields(c);
    const user = await findUserById(db, userIdOf(c));
    if (!user) return errorReply(c, 401, 'auth');
    const oldPassword = field(fields, 'oldPassword');
    const password = field(fields, 'password');
    if (oldPassword === '') return c.json({ return: false, field: 'oldPassword', message: say(lang, 'old_password') });
    if (!isStrongEnoughPassword(password)) return c.json({ return: false, field: 'password', message: say(lang, 'password') });
    if (password !== field(fields, 'repeatPassword')) return c.json({ return: false, field: 'repeatPassword', message: say(lang, 'repeat') });
    const check = await checkPassword(db, 'security', user.email, oldPassword, { ip: clientIp(c), userAgent: userAgent(c) }, clock.now());
    switch (check.kind) {
      case 'throttled':
      case 'address_throttled':
        return c.json({ return: false, code: `login.${check.kind}`, field: 'oldPassword', message: say(lang, 'throttled', { minutes: check.retryMinutes }) });
      case 'wrong':
        return c.json({ return: false, field: 'oldPassword', message: say(lang, 'old_password') });
      case 'ok':
        break;
    }
    if (password === oldPassword) return c.json({ return: false, field: 'password', message: say(lang, 'same') });
    await changePassword(db, user.id, password, c.var.session?.id ?? null);
    return c.json({ return: true, message: say(lang, 'password_changed') });
  });

  return app;
}
