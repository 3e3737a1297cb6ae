import { Hono } from 'hono';
import { field, type Fields, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { reportTotals } from '../platform/report-totals.ts';
import { parseOrderQuery, parseTime, parseTransactionQuery, searchOrders, searchTransactions } from '../platform/search.ts';
import { settleDue } from '../platform/trading.ts';
import { searchExchangeTransactions } from './exchange-history.ts';

/** Spec §9 page sizes. */
export const HISTORY_PAGE_SIZE = 999;
export const REPORTS_PAGE_SIZE = 100;

/** `exchange`: the exchange (fixed-mode) wallet's history when 1 or true (JSON or form), the account's otherwise. */
function isExchange(body: Fields): boolean {
  const value = body['exchange'];
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true'].includes(value.trim().toLowerCase()));
}

/**
 * Spec §7 /api/us/history (the account's transactions: trades, payouts, deposits; DateFrom/DateTo ms, Status,
 * trType, limit 999, offset; `exchange` lists the exchange wallet's instead) and /api/us/reports (positions: DateFrom/DateTo ms, Status, Sumbol — sic — limit
 * 100, offset or skip). Both settle expired trades first so they never show a finished trade as open.
 */
export function usHistoryRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post('/api/us/history', async (c) => {
    const userId = sessionUserId(c);
    const body = await readFields(c);
    await settleDue(deps, userId, clock.now());
    const query = parseTransactionQuery((name) => field(body, name), { from: 'DateFrom', to: 'DateTo' }, HISTORY_PAGE_SIZE);
    const found = isExchange(body) ? await searchExchangeTransactions(db, userId, query) : await searchTransactions(db, userId, query);
    return c.json({ return: true, ...found });
  });

  app.post('/api/us/reports', async (c) => {
    const userId = sessionUserId(c);
    const body = await readFields(c);
    await settleDue(deps, userId, clock.now());
    const query = parseOrderQuery((name) => field(body, name), { from: 'DateFrom', to: 'DateTo', symbol: 'Sumbol' }, REPORTS_PAGE_SIZE);
    return c.json({ return: true, ...(await searchOrders(db, userId, query)) });
  });

  /**
   * The reports screen's totals over DateFrom/DateTo (ms): per asset and overall, settled trades only, aggregated
   * in SQL so they cover every trade of the range however the lists are paged (server/platform/report-totals.ts).
   */
  app.post('/api/us/reports/totals', async (c) => {
    const userId = sessionUserId(c);
    const body = await readFields(c);
    await settleDue(deps, userId, clock.now());
    const range = { from: parseTime(field(body, 'DateFrom')), to: parseTime(field(body, 'DateTo')) };
    return c.json({ return: true, ...(await reportTotals(db, userId, range)) });
  });

  return app;
}
