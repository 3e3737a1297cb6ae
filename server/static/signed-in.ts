import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import type { UserDto } from '../users/dto.ts';
import { refreshUserDto } from '../users/refresh.ts';
import { withRuleOffer } from '../offers/by-rules.ts';

/**
 * The trader the trading page's request is signed in as (the session app.ts resolves for that page), read as
 * POST /api/fraud/user answers it, in one query; null without a session.
 */
export function signedInUser(deps: Wired): (c: Context<AppEnv>) => Promise<UserDto | null> {
  const { db, clock } = deps;
  return async (c) => {
    const session = c.var.session;
    if (!session) return null;
    const now = clock.now();
    return withRuleOffer(db, deps.offerRules, await refreshUserDto(deps, session.userId, now), now);
  };
}
