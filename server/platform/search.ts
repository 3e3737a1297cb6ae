import { TR_TYPES, TRADER_BOOKS } from '../../common/transactions.ts';
import { and, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ReportOrder } from '../../common/api/history.ts';
import type { Db } from '../db/client.ts';
import { type OrderRow, tradeOrders } from '../db/schema-trading.ts';
import { accountTransactions, type TransactionRow } from '../db/schema-ledger.ts';
import { formatAmount } from '../lib/money.ts';
import type { MoneySide } from '../users/practice.ts';
import { accountIdsOnSide } from '../users/practice-queries.ts';

// The search queries of spec §3 ("platform orders", "transactions", "report/history filters"), parsed once here
// and used by the platform host (/v2/cli/api/*) and the app (/api/us/history, /api/us/reports) alike.

export type Page = { limit: number; offset: number };
export type OrderQuery = Page & { from: Date | null; to: Date | null; status: string | null; symbol: string | null };
export type TransactionQuery = Page & { from: Date | null; to: Date | null; status: string | null; trType: string | null };


export const MAX_LIMIT = 999;

const ORDER_STATUSES: readonly OrderRow['status'][] = ['open', 'won', 'lost', 'tie'];
const isOrderStatus = (value: string): value is OrderRow['status'] => ORDER_STATUSES.some((status) => status === value);
const isTrType = (value: string): value is TransactionRow['trType'] => TR_TYPES.some((type) => type === value);
// An unknown status or type matches nothing (rather than being ignored and matching everything).
const NOTHING = sql`false`;

type Params = (name: string) => string;

/** Milliseconds since the epoch (the spec's DateFrom/DateTo); anything else means "no bound". */
export function parseTime(raw: string): Date | null {
  const text = raw.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  return new Date(Number(text));
}

const whole = (raw: string) => (/^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null);

export function parsePage(get: Params, defaultLimit: number): Page {
  const limit = whole(get('limit'));
  // Reports may page by `skip` instead of `offset` (spec §3); offset wins when both are sent.
  const offset = whole(get('offset')) ?? whole(get('skip')) ?? 0;
  return { limit: Math.min(MAX_LIMIT, Math.max(1, limit ?? defaultLimit)), offset };
}

const optional = (raw: string) => (raw.trim() === '' ? null : raw.trim());

export function parseOrderQuery(get: Params, names: { from: string; to: string; symbol: string }, defaultLimit: number): OrderQuery {
  return {
    ...parsePage(get, defaultLimit),
    from: parseTime(get(names.from)),
    to: parseTime(get(names.to)),
    status: optional(get('status') || get('Status'))?.toLowerCase() ?? null,
    symbol: optional(get(names.symbol))?.toUpperCase() ?? null,
  };
}

export function parseTransactionQuery(get: Params, names: { from: string; to: string }, defaultLimit: number): TransactionQuery {
  return {
    ...parsePage(get, defaultLimit),
    from: parseTime(get(names.from)),
    to: parseTime(get(names.to)),
    status: optional(get('status') || get('Status'))?.toLowerCase() ?? null,
    trType: optional(get('trType')),
  };
}

/** A position as the wire contract describes it (common/api/history.ts), the one shape for the server and the client. */
export type OrderDto = ReportOrder;

export function toOrderDto(order: OrderRow): OrderDto {
  return {
    id: order.id,
    symbol: order.symbol,
    direction: order.direction,
    amount: formatAmount(order.amount, order.currency),
    currency: order.currency,
    openPrice: order.openPrice,
    closePrice: order.closePrice,
    openTime: order.openTime.getTime(),
    expiryTime: order.expiryTime.getTime(),
    status: order.status,
    payout: order.payout === null ? null : formatAmount(order.payout, order.currency),
    payoutRate: order.payoutRate,
  };
}

export type TransactionDto = {
  id: number;
  trType: string;
  amount: string;
  currency: string;
  status: string;
  orderId: number | null;
  executed: number;
};

export function toTransactionDto(row: TransactionRow): TransactionDto {
  return {
    id: row.id,
    trType: row.trType,
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    status: row.status,
    orderId: row.orderId,
    executed: row.executedAt.getTime(),
  };
}

/** `side`: the current account's (server/users/practice.ts); practice trades and real ones are never listed together. */
export async function searchOrders(db: Db, userId: number, side: MoneySide, query: OrderQuery): Promise<{ total: number; orders: OrderDto[] }> {
  const filters: SQL[] = [eq(tradeOrders.userId, userId), inArray(tradeOrders.accountId, accountIdsOnSide(db, userId, side))];
  if (query.from) filters.push(gte(tradeOrders.openTime, query.from));
  if (query.to) filters.push(lte(tradeOrders.openTime, query.to));
  if (query.status) filters.push(isOrderStatus(query.status) ? eq(tradeOrders.status, query.status) : NOTHING);
  if (query.symbol) filters.push(eq(tradeOrders.symbol, query.symbol));
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(tradeOrders).where(where);
  const rows = await db
    .select()
    .from(tradeOrders)
    .where(where)
    .orderBy(desc(tradeOrders.openTime), desc(tradeOrders.id))
    .limit(query.limit)
    .offset(query.offset);
  return { total: counted?.total ?? 0, orders: rows.map(toOrderDto) };
}

export async function searchTransactions(
  db: Db,
  userId: number,
  side: MoneySide,
  query: TransactionQuery,
): Promise<{ total: number; transactions: TransactionDto[] }> {
  // The trader's Transactions are the ledger's rows of their accounts and bonus balance; the bonus is real money, so
  // its rows (no account) go with the real side.
  const onSide = inArray(accountTransactions.accountId, accountIdsOnSide(db, userId, side));
  const filters: SQL[] = [
    eq(accountTransactions.userId, userId),
    inArray(accountTransactions.book, [...TRADER_BOOKS]),
    (side === 'real' ? or(onSide, isNull(accountTransactions.accountId)) : onSide) ?? onSide,
  ];
  if (query.from) filters.push(gte(accountTransactions.executedAt, query.from));
  if (query.to) filters.push(lte(accountTransactions.executedAt, query.to));
  if (query.status) filters.push(eq(accountTransactions.status, query.status));
  if (query.trType) filters.push(isTrType(query.trType) ? eq(accountTransactions.trType, query.trType) : NOTHING);
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(accountTransactions).where(where);
  const rows = await db
    .select()
    .from(accountTransactions)
    .where(where)
    .orderBy(desc(accountTransactions.executedAt), desc(accountTransactions.id))
    .limit(query.limit)
    .offset(query.offset);
  return { total: counted?.total ?? 0, transactions: rows.map(toTransactionDto) };
}
