import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { settleWithdrawal } from '../withdrawal/settle.ts';

/**
 * POST /sandbox/withdrawal/{id} {"status":"paid"|"declined"}: the back office pays or declines a pending payout, and
 * sees how it was confirmed (`confirmed`: `not_needed` for a destination paid before, else `totp` or `mail`). A request
 * still waiting for its code is not pending: it holds no money and cannot be paid.
 */
export function sandboxWithdrawalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/withdrawal/:id', async (c) => {
    const status = field(await readFields(c), 'status');
    if (status !== 'paid' && status !== 'declined') return c.json({ return: false, field: 'status', message: 'status must be "paid" or "declined"' }, 400);
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const row = id === null ? null : await settleWithdrawal(db, id, status, clock.now());
    return row
      ? c.json({ return: true, id: row.id, status: row.status, confirmed: row.confirmation, confirmed_at: row.confirmedAt?.getTime() ?? null })
      : c.json({ return: false, message: 'No pending withdrawal with that id.' }, 404);
  });
  return app;
}
