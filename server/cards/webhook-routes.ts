import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cardAttempts } from '../db/schema-cards.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { attemptDecisions } from './decide.ts';

/** Where the card processor tells the app a charge moved on. Outside /api/: its caller is the processor, not a browser. */
export const CARD_WEBHOOK_PATH = '/webhooks/card';

/*
 * The card processor's webhook: server to server, so no session and no CSRF token — the processor's signature over
 * the body is what authenticates it (Processor.webhook checks it; anything unsigned or tampered with is refused with
 * 401 and changes nothing). A verified event is applied to the attempt it names, as a retrieve's answer would be;
 * applying is conditional, so an event delivered twice, or after the listen call learnt the same, changes nothing.
 */
export function cardWebhookRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { apply } = attemptDecisions({ db, clock });

  app.post(CARD_WEBHOOK_PATH, async (c) => {
    if (!cards) return c.json({ return: false, code: 'not_found' }, 404);
    const event = await cards.webhook({ body: await c.req.text(), headers: c.req.raw.headers });
    if (!event) return c.json({ return: false, code: 'signature' }, 401);
    const [row] = await db.select().from(cardAttempts).where(eq(cardAttempts.transactionId, event.reference));
    // A charge we never made, or not the one this attempt made: acknowledged (the processor stops sending it), ignored.
    if (!row || (row.chargeId !== '' && row.chargeId !== event.charge.chargeId)) return c.json({ return: true, applied: false });
    await apply(row, event.charge);
    return c.json({ return: true, applied: true });
  });

  return app;
}
