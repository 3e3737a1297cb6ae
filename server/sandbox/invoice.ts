import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Coin } from '../../common/coins.ts';
import { cryptoInvoices } from '../db/schema-crypto.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { expireIfDue, markExpired, settlePaid } from '../funding/invoices.ts';
import { newTxHash } from './chain.ts';

/**
 * POST /sandbox/invoice/{guid} {status:"su"|"ex"} (CONTRACT.md): the chain pays or gives up on an invoice. Paying
 * credits the account once (a second "su" changes nothing); an invoice past its expiry on the server clock is
 * expired and can no longer be paid.
 */
export function sandboxInvoiceRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/sandbox/invoice/:guid', async (c) => {
    const status = field(await readFields(c), 'status').trim();
    if (status !== 'su' && status !== 'ex') {
      return c.json({ return: false, field: 'status', message: 'status must be "su" or "ex"' }, 400);
    }
    const [row] = await db.select().from(cryptoInvoices).where(eq(cryptoInvoices.guid, c.req.param('guid')));
    if (!row) return c.json({ return: false, code: 'not_found', field: 'guid', message: 'Unknown invoice.' }, 404);
    const now = clock.now();
    const current = await expireIfDue(db, row, now);
    const after =
      current.status !== 'wt' ? current : status === 'su' ? await settlePaid(db, row.id, newTxHash(row.coin as Coin), now) : await markExpired(db, row.id, now);
    if (!after) return c.json({ return: false, code: 'not_found', message: 'Unknown invoice.' }, 404);
    return c.json({ return: after.status === status, status: after.status, hash: after.hash });
  });

  return app;
}
