import { literal, number, string, type, union } from 'superstruct';
import { UserSchema } from './users.ts';

// Sign-in, registration and the session (server/auth).

// Replies read by src/api/auth.ts.

export const LogoutReply = type({ redirect: string() });

export const CsrfReply = type({ token: string() });

/** The one-time token the embedded platform exchanges for its own session. */
export const TokenReply = type({ token: string(), expires_in: number() });


/**
 * A password set through the recovery link: the trader signed in (`user`), or, with two-factor sign-in on, asked to
 * sign in with the new password and a code (`sign_in`): the link alone is one factor.
 */
export const ResetReply = union([type({ user: UserSchema }), type({ sign_in: literal(true), message: string() })]);
