import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { toMinorUnits } from '../lib/money.ts';
import { OFFER_NAMES } from '../../common/offers.ts';
import { makeOffer, offerName } from '../offers/store.ts';
import { offerDto } from '../offers/dto.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

// POST /sandbox/trigger {email, name, amount?}: the back office's offer, named in the trader's next user refresh
// (trigger_new). `amount` sets a risk-free offer's refund cap.

export function sandboxTriggerRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/trigger', async (c) => {
    const fields = await readFields(c);
    const name = offerName(field(fields, 'name'));
    if (!name) return c.json({ return: false, field: 'name', message: `name must be one of ${OFFER_NAMES.join(', ')}` }, 400);
    const amount = field(fields, 'amount').trim();
    if (amount !== '' && (toMinorUnits(amount, 2) ?? 0n) <= 0n) return c.json({ return: false, field: 'amount', message: 'amount must be a positive decimal' }, 400);
    const user = await userNamedIn(db, fields);
    if (!user) return c.json(NO_SUCH_USER, 404);
    const offer = await makeOffer(db, user.id, name, clock.now(), amount || undefined);
    return c.json({ return: true, offer: offerDto(offer) });
  });
  return app;
}
