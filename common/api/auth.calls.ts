import { type } from 'superstruct';
import { UserReply } from './users.ts';
import { EmptyReply, MessageReply, NO_INPUT, call } from './route.ts';
import { flag, text } from './fields.ts';
import { CsrfReply, LogoutReply, ResetReply, TokenReply } from './auth.ts';
import { WebAuthnOptionsReply } from './security.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./auth.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const LoginInput = type({ email: text(320), password: text(1_024), token: text(4_000), recaptcha: text(4_000), rubens: text(), url: text(), csrf: text(200), unlock: flag(), otp: text(40) });
export const RegisterInput = type({
  country: text(8), currency: text(8), login: text(320), password: text(1_024), firstName: text(100), lastName: text(100),
  phone: text(40), phone_prefix: text(8), promo: text(64), state: text(8),
});
export const EmailInput = type({ email: text(320) });
export const passkeySignInOptions = call('POST', '/api/passkey/options', NO_INPUT, WebAuthnOptionsReply, { public: 'a passkey sign-in starts before anyone is signed in' });
export const passkeyLogin = call('POST', '/api/passkey/login', type({ credential: text(16_000) }), UserReply, { public: 'signs in with a passkey' });
export const authCalls = [
  call('GET', '/api/csrf', null, CsrfReply, { public: 'hands out the CSRF cookie the first call needs' }),
  call('POST', '/api/login', LoginInput, UserReply, { public: 'signs in' }),
  call('POST', '/api/register', RegisterInput, EmptyReply, { public: 'opens an account' }),
  call('POST', '/api/forget', EmailInput, MessageReply, { public: 'password recovery for who cannot sign in' }),
  call('POST', '/api/notify/login_fail', EmailInput, EmptyReply, { public: 'the login screen reports a failed attempt' }),
  call('POST', '/api/reset', type({ token: text(200), password: text(1_024) }), ResetReply, { public: "sets a new password with the recovery mail's one-time link, for who cannot sign in" }),
  passkeySignInOptions,
  passkeyLogin,
  call('POST', '/api/logout', type({ redirect: text() }), LogoutReply, { public: 'ends a session that may already have expired' }),
  call('POST', '/api/platform/token', NO_INPUT, TokenReply),
];
