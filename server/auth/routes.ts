import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { field, readFields } from '../http/body.ts';
import { clientIp, userAgent } from '../http/client-info.ts';
import { clearSessionCookie, SESSION_COOKIE } from '../http/cookies.ts';
import { rotateCsrf } from '../http/csrf.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { t } from '../i18n.ts';
import { LOGIN_CHECK, UNLOCK_CHECK, verifyCaptcha } from '../lib/captcha.ts';
import { hashPassword } from '../lib/password.ts';
import { cleanEmail } from '../lib/validate.ts';
import { deleteSession } from '../sessions/store.ts';
import { spendBudget } from '../http/too-many.ts';
import { checkRegistration } from '../users/register-rules.ts';
import { addressConflict, looksLikeAnotherAccount } from '../users/email-identity.ts';
import { ADDRESS_FAILURE_BUDGET, checkSignIn, failureKey, LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES, recordLoginFailure } from '../users/login-throttle.ts';
import { secondFactorOf } from '../two-factor/service.ts';
import { attributeReferral } from '../affiliate/referral.ts';
import { deviceUsers } from '../users/device.ts';
import { REFERRAL_COOKIE } from '../../common/affiliate.ts';
import { createUser, userDtoOf } from '../users/repo.ts';
import { deleteUserPlatformSessions } from '../platform/sessions.ts';
import { mailOutboxFor } from './reset-mail.ts';
import { detached, processRecoveryRequests, requestRecovery } from './recovery.ts';
import { signIn } from './sign-in.ts';

/** Recovery mails one e-mail may be sent in the login throttle's window: as many as wrong passwords at login. */
const FORGET_EMAIL_BUDGET = { limit: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };
/** Logout may only send the browser back into the app, never to another site. */
const SAFE_REDIRECT = /^\/(?:en|ru)\/[\w\-/]*$/;

/** Spec §7 "Auth": login, register, forget, notify/login_fail, logout (the reset itself: reset-routes.ts). */
export function authRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const outbox = mailOutboxFor(deps);
  const background = deps.background ?? detached;
  const app = new Hono<AppEnv>();

  app.post('/api/login', async (c) => {
    const lang = c.var.lang;
    const body = await readFields(c);
    const typed = field(body, 'email');
    const password = field(body, 'password');
    if (typed.trim() === '' || password === '') {
      return c.json({ return: false, code: 'login.invalid', message: t(lang, 'login.invalid') });
    }
    // Before the password is even hashed: a bot without a valid token costs us one HTTP call, not an scrypt.
    // `unlock`: the client's second try after `login.throttled`, with a token for the stricter unlock check.
    const unlock = config.captcha !== null && (body['unlock'] === true || field(body, 'unlock') === 'true');
    if (config.captcha) {
      const verdict = await verifyCaptcha(config.captcha, field(body, 'token'), clientIp(c), unlock ? UNLOCK_CHECK : LOGIN_CHECK);
      if (verdict === 'unavailable') {
        return c.json({ return: false, code: 'login.captcha_unavailable', message: t(lang, 'login.captcha_unavailable') });
      }
      if (verdict !== 'ok') return c.json({ return: false, code: 'login.captcha', message: t(lang, 'login.captcha') });
    }
    // A browser the trader signed in on before, or a solved unlock captcha, keeps its own allowance: strangers'
    // guesses do not lock the trader out.
    const lanes = { deviceUsers: await deviceUsers(c, db), captchaUnlocked: unlock };
    const now = clock.now();
    // With two-factor sign-in on, the password is half: the code (or a recovery code) in `otp` is the other half,
    // checked under the same throttle.
    const secondFactor = secondFactorOf(db, field(body, 'otp'), now);
    const check = await checkSignIn(db, 'login', typed, password, { ip: clientIp(c), userAgent: userAgent(c) }, now, lanes, secondFactor);
    switch (check.kind) {
      case 'throttled':
        return c.json({ return: false, code: 'login.throttled', message: t(lang, 'login.throttled') });
      case 'address_throttled':
        return c.json({ return: false, code: 'login.address_throttled', message: t(lang, 'login.address_throttled', { minutes: check.retryMinutes }) });
      case 'wrong':
        return c.json({ return: false, code: 'login.password', message: t(lang, 'login.password') });
      case 'second_factor_needed':
        if (check.user.status === 'USER_BLOCKED') return c.json({ return: false, code: 'login.blocked', message: t(lang, 'login.blocked') });
        return c.json({ return: false, code: 'login.otp_required', message: t(lang, 'login.otp_required') });
      case 'second_factor_wrong':
        return c.json({ return: false, code: 'login.otp', field: 'otp', message: t(lang, 'login.otp') });
      case 'ok':
        break;
    }
    const { user } = check;
    if (user.status === 'USER_BLOCKED') {
      return c.json({ return: false, code: 'login.blocked', message: t(lang, 'login.blocked') });
    }
    await signIn(c, deps, user.id);
    return c.json({ return: true, user: await userDtoOf(db, user) });
  });

  app.post('/api/register', async (c) => {
    const lang = c.var.lang;
    const body = await readFields(c);
    const check = checkRegistration({
      country: field(body, 'country'),
      state: field(body, 'state'),
      currency: field(body, 'currency') || 'USD',
      login: field(body, 'login'),
      password: field(body, 'password'),
      firstName: field(body, 'firstName'),
      lastName: field(body, 'lastName'),
      phone: field(body, 'phone'),
      phone_prefix: field(body, 'phone_prefix'),
      promo: field(body, 'promo'),
    });
    if (!check.ok) return c.json({ return: false, field: check.field, code: check.message, message: t(lang, check.message, check.vars) });
    const { value } = check;
    if (await looksLikeAnotherAccount(db, value.email, null)) return c.json({ return: false, field: 'login', message: t(lang, 'field.email_lookalike') });
    // Before the password is hashed and the account made: one address opens only so many accounts an hour.
    const overBudget = await spendBudget(c, db, `register:${clientIp(c)}`, { limit: config.registrationsPerHour, windowMs: 60 * 60 * 1000 }, clock.now());
    if (overBudget) return overBudget;
    const id = await createUser(
      db,
      {
        email: value.email,
        passwordHash: await hashPassword(value.password),
        country: value.country,
        state: value.state,
        currency: value.currency,
        firstName: value.firstName,
        lastName: value.lastName,
        phonePrefix: value.phonePrefix,
        phone: value.phone,
        promo: value.promo,
      },
      { currency: value.currency, amount: '0' },
      clock.now(),
    );
    if (id === null) {
      // Taken between the check and the insert (a twin registered at the same instant): the unique index said which.
      const conflict = await addressConflict(db, value.email, null);
      return c.json({ return: false, field: 'login', message: t(lang, conflict === 'taken' ? 'field.email_taken' : 'field.email_lookalike') });
    }
    // Registered from a browser signed in as someone, or that someone signed in on before: they do not refer it.
    const browserUsers = [...(c.var.session ? [c.var.session.userId] : []), ...(await deviceUsers(c, db))];
    await attributeReferral(db, id, getCookie(c, REFERRAL_COOKIE), browserUsers, clock.now());
    rotateCsrf(c, config.appOrigin);
    return c.json({ return: true });
  });

  app.post('/api/forget', async (c) => {
    const lang = c.var.lang;
    const email = cleanEmail(field(await readFields(c), 'email'));
    if (!email) return c.json({ return: false, field: 'email', message: t(lang, 'field.email') });
    // Throttled like login, per address and per e-mail, before anything is looked up or sent: a stranger cannot
    // flood someone's inbox, and the refusal reads the same for addresses with and without an account.
    const now = clock.now();
    const address = await spendBudget(c, db, `forget:addr:${clientIp(c)}`, ADDRESS_FAILURE_BUDGET, now);
    if (address) return address;
    const mailbox = await spendBudget(c, db, `forget:email:${email}`, FORGET_EMAIL_BUDGET, now, (minutes) => t(lang, 'forget.throttled', { minutes }));
    if (mailbox) return mailbox;
    // The same work for every address, then the reply: the mail (to an address that has an account) is made after it.
    await requestRecovery(db, email, lang, now);
    background(() => processRecoveryRequests(db, outbox));
    return c.json({ return: true, message: t(lang, 'forget.sent') });
  });

  app.post('/api/notify/login_fail', async (c) => {
    const key = failureKey(field(await readFields(c), 'email'));
    // Each report is a row: one address stores only so many, whatever e-mails it names.
    const overBudget = await spendBudget(c, db, `login_fail:addr:${clientIp(c)}`, config.budgets.loginFailReports, clock.now());
    if (overBudget) return overBudget;
    await recordLoginFailure(db, 'client', key, { ip: clientIp(c), userAgent: userAgent(c) }, clock.now());
    return c.json({ return: true });
  });

  app.post('/api/logout', async (c) => {
    const wanted = field(await readFields(c), 'redirect');
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined) await deleteSession(db, token);
    if (c.var.session) await deleteUserPlatformSessions(db, c.var.session.userId);
    clearSessionCookie(c, config.appOrigin);
    // Tells the browser to drop this origin's HTTP cache, cookies and storage (IndexedDB, local and session
    // storage, caches) too; the client wipes Dexie, session storage and the service worker's user caches itself,
    // so the wipe also holds when logout happens offline.
    c.header('Clear-Site-Data', '"cache", "cookies", "storage"');
    const redirect = SAFE_REDIRECT.test(wanted) && !wanted.includes('//') ? wanted : `/${c.var.lang}/login`;
    return c.json({ return: true, redirect });
  });

  return app;
}
