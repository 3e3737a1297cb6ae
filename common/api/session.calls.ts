import { type } from 'superstruct';
import { call } from './route.ts';
import { text } from './fields.ts';
import { CsrfReply, LogoutReply } from './auth.ts';

// The two calls the client's HTTP layer makes itself, on every page: apart from the sign-in calls so that every
// screen's first chunk carries these two and not the login and registration forms' schemas.

export const csrf = call('GET', '/api/csrf', null, CsrfReply, { public: 'hands out the CSRF cookie the first call needs' });
export const logout = call('POST', '/api/logout', type({ redirect: text() }), LogoutReply, { public: 'ends a session that may already have expired' });
