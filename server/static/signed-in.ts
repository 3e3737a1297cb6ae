import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../http/cookies.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { findSession } from '../sessions/store.ts';
import { refreshUserDto } from '../users/refresh.ts';
import type { UserDto } from '../users/dto.ts';

/**
 * The trader the trading page's request is signed in as, read as POST /api/fraud/user answers (one query), or null
 * without a live session. Read-only: the page never slides the session or clears a stale cookie, the API does.
 */
export function signedInUser({ db, clock }: Deps): (c: Context<AppEnv>) => Promise<UserDto | null> {
  return async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token === undefined) return null;
    const now = clock.now();
    const session = await findSession(db, token, now);
    return session ? refreshUserDto(db, session.userId, now) : null;
  };
}
