import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { formatAmount } from '../lib/money.ts';
import type { MoneySide } from '../users/practice.ts';
import { accountIdsOnSide } from '../users/practice-queries.ts';

// Spec §7 reports: what the trades list cannot show by itself — over a date range, the settled trades per asset
// (count, wins, profit/loss) and over all assets. One aggregate query (GROUPING SETS gives both levels); money is
// summed in SQL numeric, never JS floats. Per currency too: a trader's accounts may hold different ones.

export type AssetTotals = { symbol: string; currency: string; trades: number; wins: number; pnl: string };
export type OverallTotals = Omit<AssetTotals, 'symbol'>;
export type ReportTotals = { overall: OverallTotals[]; assets: AssetTotals[] };

/** `side`: the current account's: practice results are never summed with real money. */
export async function reportTotals(db: Db, userId: number, side: MoneySide, range: { from: Date | null; to: Date | null }): Promise<ReportTotals> {
  // Open trades have no result yet: they count once settled.
  const filters: SQL[] = [
    eq(tradeOrders.userId, userId),
    inArray(tradeOrders.status, ['won', 'lost', 'tie']),
    inArray(tradeOrders.accountId, accountIdsOnSide(db, userId, side)),
  ];
  if (range.from) filters.push(gte(tradeOrders.openTime, range.from));
  if (range.to) filters.push(lte(tradeOrders.openTime, range.to));
  const rows = await db
    .select({
      symbol: tradeOrders.symbol,
      currency: tradeOrders.currency,
      /** 1 on the per-currency rows of all assets, whose symbol is null. */
      overall: sql<number>`grouping(${tradeOrders.symbol})::int`,
      trades: sql<number>`count(*)::int`,
      wins: sql<number>`(count(*) filter (where ${tradeOrders.status} = 'won'))::int`,
      pnl: sql<string>`sum(coalesce(${tradeOrders.payout}, 0) - ${tradeOrders.amount})::text`,
    })
    .from(tradeOrders)
    .where(and(...filters))
    .groupBy(sql`grouping sets ((${tradeOrders.currency}, ${tradeOrders.symbol}), (${tradeOrders.currency}))`)
    .orderBy(asc(tradeOrders.currency), asc(tradeOrders.symbol));

  const totals: ReportTotals = { overall: [], assets: [] };
  for (const row of rows) {
    const base = { currency: row.currency, trades: Number(row.trades), wins: Number(row.wins), pnl: formatAmount(row.pnl, row.currency) };
    if (Number(row.overall) === 1) totals.overall.push(base);
    else totals.assets.push({ symbol: row.symbol, ...base });
  }
  return totals;
}
