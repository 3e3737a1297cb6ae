import { Hono } from 'hono';
import { tourneyBoard as boardCall, tourneyCurrent, tourneyLast } from '../../common/api/community.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { closedTourneys, runningTourneys, tourneyBoard } from './service.ts';

// Spec §7 News/tournaments: /api/tourney/current, /api/tourney/last, /api/tourney/get {id}. Rules: ./service.ts.

/** A tournament's id as sent; anything but digits names none (0). */
const idOf = (raw: string | undefined) => (/^\d{1,9}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : 0);

export function tourneyRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, tourneyCurrent, async () => runningTourneys(deps));
  handle(app, tourneyLast, async () => closedTourneys(deps));
  handle(app, boardCall, async ({ input, userId, lang }) => tourneyBoard(deps, userId, lang, idOf(input.id)));

  return app;
}
