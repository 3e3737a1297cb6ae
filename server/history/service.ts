import type { Deps } from '../http/env.ts';
import { reportTotals } from '../platform/report-totals.ts';
import { parseOrderQuery, parseTime, parseTransactionQuery, searchOrders, searchTransactions } from '../platform/search.ts';
import { settleDue } from '../platform/trading.ts';
import { currentSide } from '../users/practice-queries.ts';
import { searchExchangeTransactions } from './exchange-history.ts';

// The trader's history and reports. Each settles the trader's expired trades first, so no list shows a finished
// trade as open, and shows the current account's side only: practice (virtual) money apart from real money.

/** Spec §9 page sizes. */
export const HISTORY_PAGE_SIZE = 999;
export const REPORTS_PAGE_SIZE = 100;

/** A filter field as the form sent it ('' when absent). */
type Filters = (name: string) => string;

/** Spec §7 /api/us/history: the account's transactions, or the exchange (fixed-mode) wallet's with `exchange`. */
export async function historyPage(deps: Deps, userId: number, filters: Filters, exchange: boolean) {
  await settleDue(deps, userId, deps.clock.now());
  const query = parseTransactionQuery(filters, { from: 'DateFrom', to: 'DateTo' }, HISTORY_PAGE_SIZE);
  return exchange ? searchExchangeTransactions(deps.db, userId, query) : searchTransactions(deps.db, userId, await currentSide(deps.db, userId), query);
}

/** Spec §7 /api/us/reports: the trader's positions (`Sumbol`, sic, filters the asset). */
export async function reportsPage(deps: Deps, userId: number, filters: Filters) {
  await settleDue(deps, userId, deps.clock.now());
  return searchOrders(deps.db, userId, await currentSide(deps.db, userId), parseOrderQuery(filters, { from: 'DateFrom', to: 'DateTo', symbol: 'Sumbol' }, REPORTS_PAGE_SIZE));
}

/**
 * The reports screen's totals over DateFrom/DateTo (ms): per asset and overall, settled trades only, aggregated in
 * SQL so they cover every trade of the range however the lists are paged (server/platform/report-totals.ts).
 */
export async function reportsTotals(deps: Deps, userId: number, filters: Filters) {
  await settleDue(deps, userId, deps.clock.now());
  return reportTotals(deps.db, userId, await currentSide(deps.db, userId), { from: parseTime(filters('DateFrom')), to: parseTime(filters('DateTo')) });
}
