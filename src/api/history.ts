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
export type ReportFilters = { DateFrom?: number; DateTo?: number; Status?: string; Sumbol?: string; skip?: number; limit?: number };

/** Spec §9 page sizes. */
export const HISTORY_PAGE_SIZE = 999;
export const REPORTS_PAGE_SIZE = 100;

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
const ReportsReply = type({ total: number(), orders: array(OrderSchema) });

/** POST /api/us/history — the account's transactions (trades, payouts, deposits), newest first. */
export function fetchHistory(filters: HistoryFilters) {
  return postOrThrow('/api/us/history', { limit: HISTORY_PAGE_SIZE, ...filters }, HistoryReply);
}

/** POST /api/us/reports — positions (the platform's orders), newest first. */
export function fetchReports(filters: ReportFilters) {
  return postOrThrow('/api/us/reports', { limit: REPORTS_PAGE_SIZE, ...filters }, ReportsReply);
}
