import { postOrThrow } from './http';
import { HistoryReply, ReportTotalsSchema, type ReportTotals } from '@common/api/history';
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





/** POST /api/us/history — the account's transactions (trades, payouts, deposits), newest first. */
export function fetchHistory(filters: HistoryFilters) {
  return postOrThrow('/api/us/history', { limit: HISTORY_PAGE_SIZE, ...filters }, HistoryReply);
}



/** POST /api/us/reports/totals — settled trades per asset and overall (per currency) over DateFrom/DateTo. */
export async function fetchReportTotals(range: { DateFrom?: number; DateTo?: number }, signal?: AbortSignal): Promise<ReportTotals> {
  const { overall, assets } = await postOrThrow('/api/us/reports/totals', range, ReportTotalsSchema, signal);
  return { overall, assets };
}
