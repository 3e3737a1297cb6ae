import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { LOGIN_CHECK, UNLOCK_CHECK, verifyCaptcha } from '../lib/captcha.ts';
import { spendSlot } from '../lib/budget.ts';
import { hashPassword } from '../lib/password.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import { cleanEmail, isStrongEnoughPassword } from '../lib/validate.ts';
import { changePassword } from '../users/password.ts';
import { peekResetToken, redeemResetToken } from './reset-tokens.ts';
import { deleteSession } from '../sessions/store.ts';
import { checkRegistration, type RegistrationInput } from '../users/register-rules.ts';
import { addressConflict, looksLikeAnotherAccount } from '../users/email-identity.ts';
import { ADDRESS_FAILURE_BUDGET, checkSignIn, failureKey, LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES, recordLoginFailure } from '../users/login-throttle.ts';
import { hasTwoFactor, secondFactorOf } from '../two-factor/service.ts';
import { attributeReferral } from '../affiliate/referral.ts';
import { usersOfDevice } from '../users/device.ts';
import { createUser, findUserById, userDtoOf } from '../users/repo.ts';
import type { UserDto } from '../users/dto.ts';
import { deleteUserPlatformSessions } from '../platform/sessions.ts';
import { mailOutboxFor } from './reset-mail.ts';
import { detached, processRecoveryRequests, requestRecovery } from './recovery.ts';

// The rules of signing in, opening an account, asking for a recovery mail and signing out (spec §7 "Auth"); the routes
// (./routes.ts) read the request and start or end the session's cookies.

/** Recovery mails one e-mail may be sent in the login throttle's window: as many as wrong passwords at login. */
const FORGET_EMAIL_BUDGET = { limit: MAX_LOGIN_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS };

/** Who is asking, as the request shows it: its address, its browser and the device cookie it carries. */
export type Requester = { ip: string; userAgent: string; deviceCookie: string | undefined };

export type LoginRequest = { email: string; password: string; token: string; unlock: boolean; otp: string };

const worded = (lang: Lang, key: 'login.invalid' | 'login.captcha_unavailable' | 'login.captcha' | 'login.throttled' | 'login.password' | 'login.blocked' | 'login.otp_required') =>
  refuse(t(lang, key), { code: key });

/** The password (and, when on, the second factor) checked under the login throttle: the trader to sign in, or why not. */
export async function passwordSignIn(deps: Deps, request: LoginRequest, from: Requester, lang: Lang): Promise<{ userId: number; user: UserDto } | Refusal> {
  const { db, clock, config } = deps;
  if (request.email.trim() === '' || request.password === '') return worded(lang, 'login.invalid');
  // Before the password is even hashed: a bot without a valid token costs us one HTTP call, not an scrypt.
  // `unlock`: the client's second try after `login.throttled`, with a token for the stricter unlock check.
  const unlock = config.captcha !== null && request.unlock;
  if (config.captcha) {
    const verdict = await verifyCaptcha(config.captcha, request.token, from.ip, unlock ? UNLOCK_CHECK : LOGIN_CHECK);
    if (verdict === 'unavailable') return worded(lang, 'login.captcha_unavailable');
    if (verdict !== 'ok') return worded(lang, 'login.captcha');
  }
  // A browser the trader signed in on before, or a solved unlock captcha, keeps its own allowance: strangers'
  // guesses do not lock the trader out.
  const lanes = { deviceUsers: await usersOfDevice(db, from.deviceCookie), captchaUnlocked: unlock };
  const now = clock.now();
  // With two-factor sign-in on, the password is half: the code (or a recovery code) in `otp` is the other half,
  // checked under the same throttle.
  const secondFactor = secondFactorOf(db, request.otp, now);
  const check = await checkSignIn(db, 'login', request.email, request.password, { ip: from.ip, userAgent: from.userAgent }, now, lanes, secondFactor);
  switch (check.kind) {
    case 'throttled':
      return worded(lang, 'login.throttled');
    case 'address_throttled':
      return refuse(t(lang, 'login.address_throttled', { minutes: check.retryMinutes }), { code: 'login.address_throttled' });
    case 'wrong':
      return worded(lang, 'login.password');
    case 'second_factor_needed':
      return worded(lang, check.user.status === 'USER_BLOCKED' ? 'login.blocked' : 'login.otp_required');
    case 'second_factor_wrong':
      return refuse(t(lang, 'login.otp'), { code: 'login.otp', field: 'otp' });
    case 'ok':
      break;
  }
  const { user } = check;
  if (user.status === 'USER_BLOCKED') return worded(lang, 'login.blocked');
  return { userId: user.id, user: await userDtoOf(db, user) };
}

/**
 * A new account, checked field by field (spec §5), refused when its e-mail looks like another account's, and within
 * the address's hourly budget; the referral cookie attributes it unless the browser belongs to its referrer.
 */
export async function openAccount(deps: Deps, form: RegistrationInput, from: Requester & { referral: string | undefined; sessionUserId: number | null }, lang: Lang): Promise<Record<string, never> | Refusal> {
  const { db, clock, config } = deps;
  const check = checkRegistration(form);
  if (!check.ok) return refuse(t(lang, check.message, check.vars), { field: check.field, code: check.message });
  const { value } = check;
  if (await looksLikeAnotherAccount(db, value.email, null)) return refuse(t(lang, 'field.email_lookalike'), { field: 'login' });
  // Before the password is hashed and the account made: one address opens only so many accounts an hour.
  const overBudget = await spendSlot(db, `register:${from.ip}`, { limit: config.registrationsPerHour, windowMs: 60 * 60 * 1000 }, clock.now(), lang);
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
    return refuse(t(lang, conflict === 'taken' ? 'field.email_taken' : 'field.email_lookalike'), { field: 'login' });
  }
  // Registered from a browser signed in as someone, or that someone signed in on before: they do not refer it.
  const browserUsers = [...(from.sessionUserId === null ? [] : [from.sessionUserId]), ...(await usersOfDevice(db, from.deviceCookie))];
  await attributeReferral(db, id, from.referral, browserUsers, clock.now());
  return {};
}

/**
 * A recovery mail asked for: throttled like login, per address and per e-mail, before anything is looked up or sent
 * (a stranger cannot flood someone's inbox, and the refusal reads the same for addresses with and without an
 * account); then the same work for every address, and the mail (to an address that has an account) after the reply.
 */
export async function askRecovery(deps: Deps, typed: string, ip: string, lang: Lang): Promise<{ message: string } | Refusal> {
  const { db, clock } = deps;
  const email = cleanEmail(typed);
  if (!email) return refuse(t(lang, 'field.email'), { field: 'email' });
  const now = clock.now();
  const address = await spendSlot(db, `forget:addr:${ip}`, ADDRESS_FAILURE_BUDGET, now, lang);
  if (address) return address;
  const mailbox = await spendSlot(db, `forget:email:${email}`, FORGET_EMAIL_BUDGET, now, lang, (minutes) => t(lang, 'forget.throttled', { minutes }));
  if (mailbox) return mailbox;
  await requestRecovery(db, email, lang, now);
  const outbox = mailOutboxFor(deps);
  (deps.background ?? detached)(() => processRecoveryRequests(db, outbox));
  return { message: t(lang, 'forget.sent') };
}

/** The login screen's report of a failed attempt: a row for the throttle; one address stores only so many. */
export async function reportLoginFailure(deps: Deps, email: string, from: Pick<Requester, 'ip' | 'userAgent'>, lang: Lang): Promise<Record<string, never> | Refusal> {
  const { db, clock, config } = deps;
  const overBudget = await spendSlot(db, `login_fail:addr:${from.ip}`, config.budgets.loginFailReports, clock.now(), lang);
  if (overBudget) return overBudget;
  await recordLoginFailure(db, 'client', failureKey(email), from, clock.now());
  return {};
}

/** The session (and the trader's platform sessions) ended on the server; the cookies are the route's. */
export async function endSession(deps: Deps, token: string | undefined, userId: number | null): Promise<void> {
  if (token !== undefined) await deleteSession(deps.db, token);
  if (userId !== null) await deleteUserPlatformSessions(deps.db, userId);
}

/** Logout may only send the browser back into the app, never to another site. */
const SAFE_REDIRECT = /^\/(?:en|ru)\/[\w\-/]*$/;

export function logoutTarget(wanted: string, lang: Lang): string {
  return SAFE_REDIRECT.test(wanted) && !wanted.includes('//') ? wanted : `/${lang}/login`;
}


/**
 * The recovery mail's link sets a new password (the password change's rule); every session of the account ends. The
 * link is looked at first, so a trader with a dead link is told to ask again before typing a password for nothing,
 * and only a valid password spends it (a typo does not cost the link; of two requests with one link, one spends it).
 * With two-factor sign-in on, the trader then signs in with the new password and a code, as always: the link proves
 * the mailbox, one factor.
 */
export async function resetPassword(deps: Deps, typedToken: string, password: string, lang: Lang): Promise<{ signIn: { userId: number; user: UserDto } } | { sign_in: true; message: string } | Refusal> {
  const { db, clock } = deps;
  const token = typedToken.trim();
  const deadLink = () => refuse(t(lang, 'reset.token'), { field: 'token', code: 'reset.token' });
  const userId = await peekResetToken(db, token, clock.now());
  if (userId === null) return deadLink();
  if (!isStrongEnoughPassword(password)) return refuse(t(lang, 'field.password'), { field: 'password' });
  const user = await findUserById(db, userId);
  if (!user) return deadLink();
  if (user.status === 'USER_BLOCKED') return worded(lang, 'login.blocked');
  if ((await redeemResetToken(db, token, clock.now())) === null) return deadLink();
  await changePassword(db, user.id, password, null);
  if (await hasTwoFactor(db, user.id)) return { sign_in: true, message: t(lang, 'reset.sign_in') };
  return { signIn: { userId: user.id, user: await userDtoOf(db, user) } };
}
