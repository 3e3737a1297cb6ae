import { type } from 'superstruct';
import { UserReply } from './users.ts';
import { EmptyReply, MessageReply, NO_INPUT, call } from './route.ts';
import { flag, text } from './fields.ts';
import { ResetReply, TokenReply } from './auth.ts';
import { csrf, logout } from './session.calls.ts';

export { csrf, logout } from './session.calls.ts';
import { WebAuthnOptionsReply } from './security.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./auth.ts the client checks and sends.

export const LoginInput = type({ email: text(320), password: text(1_024), token: text(4_000), recaptcha: text(4_000), rubens: text(), url: text(), csrf: text(200), unlock: flag(), otp: text(40) });
export const RegisterInput = type({
  country: text(8), currency: text(8), login: text(320), password: text(1_024), firstName: text(100), lastName: text(100),
  phone: text(40), phone_prefix: text(8), promo: text(64), state: text(8),
});
export const EmailInput = type({ email: text(320) });
export const passkeySignInOptions = call('POST', '/api/passkey/options', NO_INPUT, WebAuthnOptionsReply, { public: 'a passkey sign-in starts before anyone is signed in' });
export const passkeyLogin = call('POST', '/api/passkey/login', type({ credential: text(16_000) }), UserReply, { public: 'signs in with a passkey' });
export const login = call('POST', '/api/login', LoginInput, UserReply, { public: 'signs in' });
export const register = call('POST', '/api/register', RegisterInput, EmptyReply, { public: 'opens an account' });
export const forget = call('POST', '/api/forget', EmailInput, MessageReply, { public: 'password recovery for who cannot sign in' });
export const loginFailNotice = call('POST', '/api/notify/login_fail', EmailInput, EmptyReply, { public: 'the login screen reports a failed attempt' });
export const reset = call('POST', '/api/reset', type({ token: text(200), password: text(1_024) }), ResetReply, { public: "sets a new password with the recovery mail's one-time link, for who cannot sign in" });
export const platformToken = call('POST', '/api/platform/token', NO_INPUT, TokenReply);

export const authCalls = [csrf, login, register, forget, loginFailNotice, reset, passkeySignInOptions, passkeyLogin, logout, platformToken];
