import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { parseOrderQuery, parseTransactionQuery, searchOrders, searchTransactions } from '../platform/search.ts';
import { settleDue } from '../platform/trading.ts';

/** Spec §9 page sizes. */
export const HISTORY_PAGE_SIZE = 999;
export const REPORTS_PAGE_SIZE = 100;

/**
 * Spec §7 /api/us/history (the account's transactions: trades, payouts, deposits; DateFrom/DateTo ms, Status,
 * trType, limit 999, offset) and /api/us/reports (positions: DateFrom/DateTo ms, Status, Sumbol — sic — limit
 * 100, offset or skip). Both settle expired trades first so they never show a finished trade as open.
 */
export function usHistoryRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/api/us/history', requireSession);
  app.use('/api/us/reports', requireSession);

  app.post('/api/us/history', async (c) => {
    const userId = c.var.session?.userId ?? 0;
    const body = await readFields(c);
    await settleDue(db, userId, clock.now());
    const query = parseTransactionQuery((name) => field(body, name), { from: 'DateFrom', to: 'DateTo' }, HISTORY_PAGE_SIZE);
    return c.json({ return: true, ...(await searchTransactions(db, userId, query)) });
  });

  app.post('/api/us/reports', async (c) => {
    const userId = c.var.session?.userId ?? 0;
    const body = await readFields(c);
    await settleDue(db, userId, clock.now());
    const query = parseOrderQuery((name) => field(body, name), { from: 'DateFrom', to: 'DateTo', symbol: 'Sumbol' }, REPORTS_PAGE_SIZE);
    return c.json({ return: true, ...(await searchOrders(db, userId, query)) });
  });

  return app;
}
