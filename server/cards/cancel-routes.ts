import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cardAttempts } from '../db/schema-cards.ts';
import { readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { attemptByKey, decline } from './request.ts';
import { currentReply, settle } from './service.ts';
import { sessionUserId } from '../http/session.ts';

/** The wire text of a payment the trader cancelled from the app (the client shows its own words for it). */
export const CANCELLED_MESSAGE = 'The payment was cancelled.';

/*
 * POST /api/card/cancel {idempotency_key}: the trader came Back from the bank's 3-D Secure page or a processor's
 * card page and chose to cancel. Only an attempt still waiting there ('challenge') is declined, as the page's own
 * Cancel would; any other answers as it stands, so a payment finished meanwhile in another tab is never undone.
 */
export function cardCancelRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/card/cancel', async (c) => {
    const userId = sessionUserId(c);
    const key = keyOf(c, await readFields(c));
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const row = await attemptByKey(db, userId, key);
    if (!row) return c.json(decline('not_found', 'Unknown payment.', true));
    const settled = await settle(db, row.id, ['challenge'], 'declined', clock.now(), { code: 'cancelled', message: CANCELLED_MESSAGE });
    if (settled) return c.json(currentReply(settled));
    const [now] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, row.id));
    return c.json(currentReply(now ?? row));
  });
  return app;
}
