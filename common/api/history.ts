import { array, enums, literal, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

// Trading history, transactions and reports (server/history).

// Replies read by src/api/history.ts.

/** A withdrawal's stored states: pending (requested, then in review) until paid, declined (returned) or cancelled. */
export const WithdrawalState = enums(['pending', 'paid', 'declined', 'cancelled']);

/**
 * What moved a transaction's money, as stored with it: the card (brand and last 4, never the number), the coin of a
 * crypto invoice, the wallet or e-money provider, the withdrawal (its number, method, state and when it changed).
 */
export const TransactionSource = union([
  type({ kind: literal('card'), brand: string(), last4: string() }),
  type({ kind: literal('coin'), coin: string() }),
  type({ kind: literal('wallet'), processor: string() }),
  type({ kind: literal('withdrawal'), id: number(), method: string(), state: WithdrawalState, requestedAt: number(), settledAt: nullable(number()) }),
]);
export type TransactionSourceInfo = Infer<typeof TransactionSource>;

export const Transaction = type({
  id: number(),
  trType: string(),
  amount: string(),
  currency: string(),
  status: string(),
  orderId: nullable(number()),
  executed: number(),
  /** Absent for rows nothing outside the ledger describes (a trade's rows name their order by `orderId`). */
  source: optional(TransactionSource),
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
  /** The profit share a win pays, as stored when the trade opened ("0.8500"): the payout rule's, never the client's. */
  payoutRate: string(),
});
export type HistoryTransaction = Infer<typeof Transaction>;
export type ReportOrder = Infer<typeof OrderSchema>;
export const HistoryReply = type({ total: number(), transactions: array(Transaction) });
/** /api/us/reports: one page of positions (spec §9: 100 a page) and how many match the filters in all. */
export const ReportsReply = type({ total: number(), orders: array(OrderSchema) });
export const OverallTotalsSchema = type({ currency: string(), trades: number(), wins: number(), pnl: string() });
export const AssetTotalsSchema = type({ symbol: string(), currency: string(), trades: number(), wins: number(), pnl: string() });
export const ReportTotalsSchema = type({ overall: array(OverallTotalsSchema), assets: array(AssetTotalsSchema) });
export type ReportTotals = Infer<typeof ReportTotalsSchema>;
export type Totals = Infer<typeof OverallTotalsSchema>;

