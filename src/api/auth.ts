import { getConfig } from './config';
import { ask, csrfToken, postCrossOriginForm, type Reply } from './http';
import type { User } from './user';
import { forget as forgetCall, login as loginCall, loginFailNotice, register as registerCall, reset } from '@common/api/auth.calls';

/** Spec §7 Auth calls. Login is preceded by the platform host's own login (form: login, password). */

/**
 * `unlock`: a second try after `login.throttled`, its token asked for the captcha's unlock action. `otp`: the second
 * factor (the authenticator's code or a recovery code) when the account has two-factor sign-in on.
 */
export type LoginRequest = { email: string; password: string; token?: string; unlock?: boolean; otp?: string };

/**
 * The spec's login body, `{ email, password, token, rubens, url, csrf, recaptcha }`, filled with what this client
 * has (server/API.md): `token` and `recaptcha` both carry the captcha token ('' without a captcha; the legacy
 * platform read one or the other, our server reads `token`); `url` is the screen the login was made from (path
 * only: never a query or fragment, which may hold credentials); `csrf` repeats the double-submit token of the
 * header; `rubens` has no meaning the spec gives, so it goes empty.
 */
export function loginBody(request: LoginRequest, csrf: string, url: string): Record<string, string> {
  const captcha = request.token ?? '';
  const body = { email: request.email, password: request.password, token: captcha, rubens: '', url, csrf, recaptcha: captcha };
  return { ...body, ...(request.unlock ? { unlock: 'true' } : {}), ...(request.otp ? { otp: request.otp } : {}) };
}

export async function login(request: LoginRequest): Promise<Reply<{ user: User }>> {
  return ask(loginCall, loginBody(request, await csrfToken(), location.pathname));
}

/** The platform host (its own origin) logs the trader in for the embedded platform; the client login goes on either way. */
export async function platformLogin(request: LoginRequest): Promise<boolean> {
  const { platformOrigin } = await getConfig();
  const { email, password, token } = request;
  // A captcha token is single-use: the platform gets one of its own (server/API.md /cli/login).
  return postCrossOriginForm(`${platformOrigin}/cli/login`, token ? { login: email, password, token } : { login: email, password });
}


export type RegistrationPayload = {
  country: string;
  /** A US resident's state (USPS code), '' elsewhere. */
  state: string;
  currency: string;
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  phone_prefix: string;
  promo: string;
};

export function register(payload: RegistrationPayload): Promise<Reply<null>> {
  return ask(registerCall, payload).then((reply) => (reply.ok ? { ok: true, value: null } : reply));
}

export function forget(email: string): Promise<Reply<{ message: string }>> {
  return ask(forgetCall, { email });
}

/**
 * Sets a new password with the recovery mail's one-time token; the server signs the trader in (`user`), or, with
 * two-factor sign-in on, asks them to sign in with the new password and a code (`sign_in`, server/API.md).
 */
export function resetPassword(token: string, password: string): Promise<Reply<{ user: User } | { sign_in: true; message: string }>> {
  return ask(reset, { token, password });
}

export async function notifyLoginFail(email: string): Promise<void> {
  await ask(loginFailNotice, { email });
}
