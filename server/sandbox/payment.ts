import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { walletPayments } from '../db/schema-crypto.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { settleWalletPayment } from '../funding/wallet-settle.ts';

/**
 * POST /sandbox/payment/{key} {status:"approved"|"declined"} (README "Sandbox controls"): the back office settles a
 * reported payment (/api/report/{processor}, /api/report/bank, /api/bitcoin/save) still pending under that
 * idempotency key. Approving credits once; a second call, or a payment no longer pending, changes nothing.
 */
export function sandboxPaymentRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/sandbox/payment/:key', async (c) => {
    const status = field(await readFields(c), 'status').trim();
    if (status !== 'approved' && status !== 'declined') {
      return c.json({ return: false, field: 'status', message: 'status must be "approved" or "declined"' }, 400);
    }
    const key = c.req.param('key');
    const rows = await db.select().from(walletPayments).where(eq(walletPayments.idempotencyKey, key));
    // Keys are unique per trader; a key two traders share names no single payment.
    if (rows.length > 1) return c.json({ return: false, code: 'ambiguous', message: 'More than one payment has this key.' }, 409);
    const [row] = rows;
    if (!row || row.status === 'void') return c.json({ return: false, code: 'not_found', message: 'Unknown payment.' }, 404);
    const settled = await settleWalletPayment(db, row.id, status, clock.now());
    const [after] = await db.select().from(walletPayments).where(eq(walletPayments.id, row.id));
    return c.json({ return: settled !== null, status: after?.status ?? row.status });
  });

  return app;
}
