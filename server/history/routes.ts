import { Hono } from 'hono';
import { accountHistory, positionReports, reportTotals } from '../../common/api/history.calls.ts';
import { flagOf } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle } from '../http/handle.ts';
import { historyPage, reportsPage, reportsTotals } from './service.ts';

export { HISTORY_PAGE_SIZE, REPORTS_PAGE_SIZE } from './service.ts';

/** The form's filter fields by name, as text (numbers were taken as text by the contract's check). */
const filtersOf = (input: Readonly<Record<string, unknown>>) => (name: string) => {
  const value = input[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Spec §7 /api/us/history (the account's transactions; DateFrom/DateTo ms, Status, trType, limit 999, offset;
 * `exchange` lists the exchange wallet's) and /api/us/reports (positions: DateFrom/DateTo ms, Status, Sumbol — sic —
 * limit 100, offset or skip), and the reports' totals.
 */
export function usHistoryRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handle(app, accountHistory, ({ userId, input }) => historyPage(deps, userId, filtersOf(input), flagOf(input.exchange) === true));
  handle(app, positionReports, ({ userId, input }) => reportsPage(deps, userId, filtersOf(input)));
  handle(app, reportTotals, ({ userId, input }) => reportsTotals(deps, userId, filtersOf(input)));
  return app;
}
