import { Hono } from 'hono';
import { ClaimReply, PopupPrefsReply } from '../../common/api/popups.ts';
import { field, flagField, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { ok } from '../http/reply.ts';
import { sessionUserId } from '../http/session.ts';
import { changePopupPrefs, claim } from './service.ts';

/** POST /api/popups/claim {key}: may this pop-up open now (recorded once); POST /api/popups/prefs: read or change the trader's choice. */
export function popupRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/popups/claim', async (c) => {
    const key = field(await readFields(c), 'key');
    return ok(c, ClaimReply, { show: await claim(db, sessionUserId(c), key, clock.now()) });
  });
  app.post('/api/popups/prefs', async (c) => {
    const fields = await readFields(c);
    const signals = flagField(fields, 'signals');
    const offers = flagField(fields, 'offers');
    const prefs = await changePopupPrefs(db, sessionUserId(c), { ...(signals === undefined ? {} : { signals }), ...(offers === undefined ? {} : { offers }) });
    return ok(c, PopupPrefsReply, prefs);
  });
  return app;
}
