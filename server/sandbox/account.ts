import { Hono } from 'hono';
import { openAccount } from '../users/repo.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { ACCOUNT_CURRENCIES, DEMO_GROUP } from '../users/accounts.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

/**
 * POST /sandbox/demo_account { email, currency, amount? } — opens a demo account (group DEMO_MANUAL, spec §6) for
 * that user, as a back office does by hand: traders cannot open one themselves. It never becomes current.
 */
export function sandboxAccountRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/demo_account', async (c) => {
    const body = await readFields(c);
    const user = await userNamedIn(db, body);
    if (!user) return c.json(NO_SUCH_USER, 404);
    const currency = field(body, 'currency').trim().toUpperCase();
    if (!(ACCOUNT_CURRENCIES as readonly string[]).includes(currency)) {
      return c.json({ return: false, field: 'currency', message: `currency: one of ${ACCOUNT_CURRENCIES.join(', ')}` }, 400);
    }
    const amount = field(body, 'amount').trim() || '10000';
    if (!/^\d{1,12}(?:\.\d{1,2})?$/.test(amount)) return c.json({ return: false, field: 'amount', message: 'amount: a decimal with up to 2 places' }, 400);
    const id = await db.transaction((tx) => openAccount(tx, { userId: user.id, accountGroup: DEMO_GROUP, type: 'demo', currency, opening: amount }, clock.now()));
    return c.json({ return: true, account: id });
  });
  return app;
}
