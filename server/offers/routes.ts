import { Hono } from 'hono';
import { iqNext, iqStart, ladder, limitedIgnore, limitedYes, mobileTrigger, offerDecide, offersCurrent } from '../../common/api/community.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { answerLimited, answerOffer, installedApp, iqMiningStart, iqMiningStep, offerNow } from './service.ts';

// Spec §7 Triggers (limited_yes, limited_ignore, mobile), /api/iq/start|next, /api/us/ladder, and the offer the
// user refresh's trigger_new names (/api/offers/current, /api/offers/decide). Rules: ./service.ts.

/** The step the trader saw, as sent; anything but one or two digits names none. */
const stepOf = (raw: string | undefined) => (/^\d{1,2}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : -1);

export function offerRoutes(deps: Wired): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, offersCurrent, async ({ userId }) => offerNow(deps, userId));
  handle(app, offerDecide, async ({ input, userId, lang }) => answerOffer(deps, userId, lang, input.name ?? '', input.answer ?? ''));
  handle(app, limitedYes, async ({ userId, lang }) => answerLimited(deps, userId, lang, 'accepted'));
  handle(app, limitedIgnore, async ({ userId, lang }) => answerLimited(deps, userId, lang, 'declined'));
  handle(app, mobileTrigger, async ({ userId }) => installedApp(deps, userId));

  handle(app, iqStart, async ({ userId, lang }) => iqMiningStart(deps, userId, lang));
  handle(app, iqNext, async ({ input, userId, lang }) => iqMiningStep(deps, userId, lang, stepOf(input.step)));

  /** Spec §7 /api/us/ladder: where the ladder sends the trader (the funding page's ladder view). */
  handle(app, ladder, async ({ lang }) => ({ url: `/${lang}/trading#/show/funding/ladder` }));

  return app;
}
