import { number, string, type } from 'superstruct';

// Sign-in, registration and the session (server/auth).

// Replies read by src/api/auth.ts.

export const LogoutReply = type({ redirect: string() });

export const CsrfReply = type({ token: string() });

/** The one-time token the embedded platform exchanges for its own session. */
export const TokenReply = type({ token: string(), expires_in: number() });

