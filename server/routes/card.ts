import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { cardCancelRoutes } from './card-cancel.ts';
import { cardEntroRoutes } from './card-entro.ts';
import { cardHostedRoutes } from './card-hosted.ts';
import { cardListenRoutes } from './card-listen.ts';
import { cardPayRoutes } from './card-pay.ts';
import { cardZoomRoutes } from './card-zoom.ts';

// Spec §7 card deposits and listen calls on the sandbox processors (server/API.md "Card deposits"): the group's
// session guard, then its routes by job (pay, Entropay's steps, listen/outcome, Zoom's session, the trader's cancel).

export function cardRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', cardPayRoutes(deps));
  app.route('/', cardEntroRoutes(deps));
  app.route('/', cardHostedRoutes(deps));
  app.route('/', cardListenRoutes(deps));
  app.route('/', cardZoomRoutes(deps));
  app.route('/', cardCancelRoutes(deps));
  return app;
}
