import type { Deps } from '../deps.ts';
import { reportTotals } from '../platform/report-totals.ts';
import { type OrderQuery, parseOrderQuery, parseTime, parseTransactionQuery, searchLedgerRows, searchOrders, searchTransactions, toTransactionDto } from '../platform/search.ts';
import type { Db } from '../db/client.ts';
import type { AccountScope } from '../users/repo.ts';
import type { TransactionQuery } from '../platform/search.ts';
import { sourceOf, sourcesOf } from './sources.ts';
import { settleDue } from '../platform/trading.ts';
import { accountScopeOf } from '../users/repo.ts';
import { searchExchangeTransactions } from './exchange-history.ts';

// The trader's history and reports, of the current account (its trades, its ledger rows). Each settles the trader's expired trades first, so no list shows a finished
// trade as open.

/** Spec §9 page sizes. */
export const HISTORY_PAGE_SIZE = 999;
export const REPORTS_PAGE_SIZE = 100;

/** A filter field as the form sent it ('' when absent). */
type Filters = (name: string) => string;

/** Spec §7 /api/us/history: the account's transactions, or the exchange (fixed-mode) wallet's with `exchange`. */
export async function historyPage(deps: Deps, userId: number, filters: Filters, exchange: boolean) {
  await settleDue(deps, userId, deps.clock.now());
  const query = parseTransactionQuery(filters, { from: 'DateFrom', to: 'DateTo' }, HISTORY_PAGE_SIZE);
  return exchange ? searchExchangeTransactions(deps.db, userId, query) : describedTransactions(deps.db, await accountScopeOf(deps.db, userId), query);
}

/** The account's transactions, each with what moved its money (the card, the coin, the withdrawal…). */
async function describedTransactions(db: Db, scope: AccountScope, query: TransactionQuery) {
  const { total, rows } = await searchLedgerRows(db, scope, query);
  const found = await sourcesOf(db, scope.userId, rows.map((row) => row.reference));
  const transactions = rows.map((row) => {
    const source = sourceOf(found, row.reference);
    return source ? { ...toTransactionDto(row), source } : toTransactionDto(row);
  });
  return { total, transactions };
}

/** The current account's orders matching `query`, its expired trades settled first (the app's reports, the platform's search). */
export async function currentOrders(deps: Deps, userId: number, query: OrderQuery) {
  await settleDue(deps, userId, deps.clock.now());
  return searchOrders(deps.db, await accountScopeOf(deps.db, userId), query);
}

/** The current account's ledger rows matching `query`, as the platform's transaction search lists them. */
export async function currentTransactions(deps: Deps, userId: number, query: TransactionQuery) {
  await settleDue(deps, userId, deps.clock.now());
  return searchTransactions(deps.db, await accountScopeOf(deps.db, userId), query);
}

/** Spec §7 /api/us/reports: the trader's positions (`Sumbol`, sic, filters the asset). */
export function reportsPage(deps: Deps, userId: number, filters: Filters) {
  return currentOrders(deps, userId, parseOrderQuery(filters, { from: 'DateFrom', to: 'DateTo', symbol: 'Sumbol' }, REPORTS_PAGE_SIZE));
}

/**
 * The reports screen's totals over DateFrom/DateTo (ms): per asset and overall, settled trades only, aggregated in
 * SQL so they cover every trade of the range however the lists are paged (server/platform/report-totals.ts).
 */
export async function reportsTotals(deps: Deps, userId: number, filters: Filters) {
  await settleDue(deps, userId, deps.clock.now());
  return reportTotals(deps.db, await accountScopeOf(deps.db, userId), { from: parseTime(filters('DateFrom')), to: parseTime(filters('DateTo')) });
}
