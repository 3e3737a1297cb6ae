import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { postOrThrow } from './http';

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

const Transaction = type({
  id: number(),
  trType: string(),
  amount: string(),
  currency: string(),
  status: string(),
  orderId: nullable(number()),
  executed: number(),
});

export const OrderSchema = type({
  id: number(),
  symbol: string(),
  direction: enums(['call', 'put']),
  amount: string(),
  currency: string(),
  openPrice: string(),
  closePrice: nullable(string()),
  openTime: number(),
  expiryTime: number(),
  status: enums(['open', 'won', 'lost', 'tie']),
  payout: nullable(string()),
});

export type HistoryTransaction = Infer<typeof Transaction>;
export type ReportOrder = Infer<typeof OrderSchema>;

const HistoryReply = type({ total: number(), transactions: array(Transaction) });

/** POST /api/us/history — the account's transactions (trades, payouts, deposits), newest first. */
export function fetchHistory(filters: HistoryFilters) {
  return postOrThrow('/api/us/history', { limit: HISTORY_PAGE_SIZE, ...filters }, HistoryReply);
}


const OverallTotalsSchema = type({ currency: string(), trades: number(), wins: number(), pnl: string() });
const AssetTotalsSchema = type({ symbol: string(), currency: string(), trades: number(), wins: number(), pnl: string() });
export const ReportTotalsSchema = type({ overall: array(OverallTotalsSchema), assets: array(AssetTotalsSchema) });
export type ReportTotals = Infer<typeof ReportTotalsSchema>;
export type Totals = Infer<typeof OverallTotalsSchema>;

/** POST /api/us/reports/totals — settled trades per asset and overall (per currency) over DateFrom/DateTo. */
export async function fetchReportTotals(range: { DateFrom?: number; DateTo?: number }, signal?: AbortSignal): Promise<ReportTotals> {
  const { overall, assets } = await postOrThrow('/api/us/reports/totals', range, ReportTotalsSchema, signal);
  return { overall, assets };
}
