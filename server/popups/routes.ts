import { Hono } from 'hono';
import { claimPopup, popupPrefs } from '../../common/api/popups.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { flagOf } from '../http/body.ts';
import { changePopupPrefs, claim } from './service.ts';

/** POST /api/popups/claim {key}: may this pop-up open now (recorded once); POST /api/popups/prefs: read or change the trader's choice. */
export function popupRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handle(app, claimPopup, async ({ userId, input }) => ({ show: await claim(db, userId, input.key ?? '', clock.now()) }));
  handle(app, popupPrefs, ({ userId, input }) => {
    const signals = flagOf(input.signals);
    const offers = flagOf(input.offers);
    return changePopupPrefs(db, userId, { ...(signals === undefined ? {} : { signals }), ...(offers === undefined ? {} : { offers }) });
  });
  return app;
}
