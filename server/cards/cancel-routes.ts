import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cardAttempts } from '../db/schema-cards.ts';
import { readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { attemptByKey, decline } from './request.ts';
import { attemptDecisions } from './decide.ts';
import { currentReply, settle } from './service.ts';
import { sessionUserId } from '../http/session.ts';

/** The wire text of a payment the trader cancelled from the app (the client shows its own words for it). */
export const CANCELLED_MESSAGE = 'The payment was cancelled.';

/*
 * POST /api/card/cancel {idempotency_key}: the trader came Back from the bank's 3-D Secure page or a processor's
 * card page and chose to cancel. Only an attempt still waiting there ('challenge') is declined, as the page's own
 * Cancel would; any other answers as it stands, so a payment finished meanwhile in another tab is never undone. The
 * processor is asked to let its charge go first: a charge it finished meanwhile is applied instead of cancelled.
 */
export function cardCancelRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { apply } = attemptDecisions({ db, clock });
  app.post('/api/card/cancel', async (c) => {
    const userId = sessionUserId(c);
    const key = keyOf(c, await readFields(c));
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    const row = await attemptByKey(db, userId, key);
    if (!row) return c.json(decline('not_found', 'Unknown payment.', true));
    if (row.status === 'challenge' && cards && row.chargeId !== '') {
      const charge = await cards.cancel({ processor: row.processor, chargeId: row.chargeId });
      if (charge.status !== 'declined') await apply(row, charge);
    }
    const settled = await settle(db, row.id, ['challenge'], 'declined', clock.now(), { code: 'cancelled', message: CANCELLED_MESSAGE });
    if (settled) return c.json(currentReply(settled));
    const [now] = await db.select().from(cardAttempts).where(eq(cardAttempts.id, row.id));
    return c.json(currentReply(now ?? row));
  });
  return app;
}
