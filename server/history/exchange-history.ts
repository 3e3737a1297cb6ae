import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type CryptoInvoiceRow, cryptoInvoices } from '../db/schema-crypto.ts';
import type { TransactionQuery, TransactionDto } from '../platform/search.ts';
import { formatAmount } from '../lib/money.ts';

// /api/us/history with `exchange` (spec §7): the exchange (fixed-mode) wallet's history instead of the trading
// account's. What moves that wallet is a fixed-mode crypto invoice (spec §4: the coins land on the exchange balance),
// so each one is a `deposit` in its coin, with the invoice's state as the status.

/** wt → pending, su → done (as account transactions say), ex → expired. */
export const EXCHANGE_STATUS: Readonly<Record<CryptoInvoiceRow['status'], string>> = { wt: 'pending', su: 'done', ex: 'expired' };

/** The one transaction type an exchange movement has today. */
const EXCHANGE_TR_TYPE = 'deposit';
const NOTHING = sql`false`;

/** When the movement happened: paid or expired at `settledAt`, still waiting since `createdAt`. */
const executedAt = sql<Date>`coalesce(${cryptoInvoices.settledAt}, ${cryptoInvoices.createdAt})`;

function statusFilter(status: string): SQL {
  const code = (Object.keys(EXCHANGE_STATUS) as CryptoInvoiceRow['status'][]).find((key) => EXCHANGE_STATUS[key] === status);
  return code === undefined ? NOTHING : eq(cryptoInvoices.status, code);
}

function toDto(row: CryptoInvoiceRow): TransactionDto {
  return {
    id: row.id,
    trType: EXCHANGE_TR_TYPE,
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    status: EXCHANGE_STATUS[row.status],
    orderId: null,
    executed: (row.settledAt ?? row.createdAt).getTime(),
  };
}

export async function searchExchangeTransactions(
  db: Db,
  userId: number,
  query: TransactionQuery,
): Promise<{ total: number; transactions: TransactionDto[] }> {
  const filters: SQL[] = [eq(cryptoInvoices.userId, userId), eq(cryptoInvoices.fixed, true)];
  // Explicit casts: the bound meets an expression, not a typed column, so no driver has to guess its type.
  if (query.from) filters.push(sql`${executedAt} >= ${query.from.toISOString()}::timestamptz`);
  if (query.to) filters.push(sql`${executedAt} <= ${query.to.toISOString()}::timestamptz`);
  if (query.status) filters.push(statusFilter(query.status));
  if (query.trType && query.trType !== EXCHANGE_TR_TYPE) filters.push(NOTHING);
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(cryptoInvoices).where(where);
  const rows = await db.select().from(cryptoInvoices).where(where).orderBy(desc(executedAt), desc(cryptoInvoices.id)).limit(query.limit).offset(query.offset);
  return { total: counted?.total ?? 0, transactions: rows.map(toDto) };
}
