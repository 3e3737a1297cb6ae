import { askOrThrow } from './http';
import type { ReportTotals } from '@common/api/history';
import { accountHistory, positionReports, reportTotals } from '@common/api/history.calls';
export type { HistoryTransaction, ReportOrder, ReportTotals, Totals } from '@common/api/history';
export { OrderSchema, ReportTotalsSchema } from '@common/api/history';

/** Spec §3 report/history filters; times are ms since the epoch, empty values mean "no filter". */
export type HistoryFilters = {
  DateFrom?: number;
  DateTo?: number;
  Status?: string;
  trType?: string;
  /** 1: the exchange (fixed-mode) wallet's history instead of the trading account's. */
  exchange?: 0 | 1;
  offset?: number;
  limit?: number;
};

/** Spec §9 history page size. */
export const HISTORY_PAGE_SIZE = 999;

/** Spec §9 reports page size. */
export const REPORTS_PAGE_SIZE = 100;

/** Spec §3 report filters of the positions list: Status (open, won, lost, tie) and Sumbol (sic: the asset). */
export type ReportFilters = { DateFrom?: number; DateTo?: number; Status?: string; Sumbol?: string; offset?: number };

/** POST /api/us/history — the account's transactions (trades, payouts, deposits), newest first. */
export function fetchHistory(filters: HistoryFilters) {
  return askOrThrow(accountHistory, { limit: HISTORY_PAGE_SIZE, ...filters });
}

/** POST /api/us/reports — the trader's positions, newest first, a page of 100 by offset. */
export function fetchReports(filters: ReportFilters) {
  return askOrThrow(positionReports, { limit: REPORTS_PAGE_SIZE, ...filters });
}

/** POST /api/us/reports/totals — settled trades per asset and overall (per currency) over DateFrom/DateTo. */
export async function fetchReportTotals(range: { DateFrom?: number; DateTo?: number }, signal?: AbortSignal): Promise<ReportTotals> {
  const { overall, assets } = await askOrThrow(reportTotals, range, { signal });
  return { overall, assets };
}
