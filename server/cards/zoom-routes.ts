import { and, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { CARD_PATHS } from '../../common/card-paths.ts';
import { zoomSessions } from '../db/schema-cards.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { t } from '../i18n.ts';

// ZOOM's session step (spec §7 /api/zoom {action:session,amount}): the token its pay call must bring, once.

export function cardZoomRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/api/zoom', async (c) => {
    const userId = c.var.session?.userId;
    if (userId === undefined) return errorReply(c, 401, 'auth');
    const fields = await readFields(c);
    if (field(fields, 'action') !== 'session') return c.json({ return: false, code: 'bad_request', message: t(c.var.lang, 'card.unknown_action') });
    const token = randomToken();
    await db.insert(zoomSessions).values({ tokenHash: hashToken(token), userId, createdAt: clock.now() });
    return c.json({ return: true, token });
  });

  // Spec §7 /api/debug/zoom_script: the sandbox ZOOM's description, for a tester. It exists only in the sandbox.
  app.get('/api/debug/zoom_script', async (c) => {
    if (!config.sandbox) return errorReply(c, 404, 'not_found');
    const userId = c.var.session?.userId;
    const [open] =
      userId === undefined
        ? [{ n: 0 }]
        : await db.select({ n: count() }).from(zoomSessions).where(and(eq(zoomSessions.userId, userId), isNull(zoomSessions.usedAt)));
    return c.json({
      return: true,
      sandbox: true,
      processor: 'ZOOM',
      session_call: '/api/zoom',
      pay_call: CARD_PATHS.ZOOM,
      single_use: true,
      open_sessions: open?.n ?? 0,
    });
  });

  return app;
}
