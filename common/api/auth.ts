import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { text } from './fields.ts';

// Sign-in, registration and the session (server/auth).

export const LoginInput = type({ email: text(320), password: text(1_024), token: text(4_000), recaptcha: text(4_000), rubens: text(), url: text(), csrf: text(200) });
export const RegisterInput = type({
  country: text(8), currency: text(8), login: text(320), password: text(1_024), firstName: text(100), lastName: text(100),
  phone: text(40), phone_prefix: text(8), promo: text(64),
});
export const EmailInput = type({ email: text(320) });

export const authCalls = [
  call('GET', '/api/csrf', null),
  call('POST', '/api/login', LoginInput),
  call('POST', '/api/register', RegisterInput),
  call('POST', '/api/forget', EmailInput),
  call('POST', '/api/notify/login_fail', EmailInput),
  call('POST', '/api/logout', type({ redirect: text() })),
  call('POST', '/api/platform/token', NO_INPUT),
];
