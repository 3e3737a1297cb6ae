import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { currencyFactor } from '../../common/deposit.ts';
import { qualifies, type TourneyType } from '../../common/tourney.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';
import { tradeOrders } from '../db/schema-trading.ts';
import { toMinorUnits } from '../lib/money.ts';

// The running leaderboard of a window: the platform host's settled trades on real accounts whose expiry falls
// inside it. Profit is payout minus stake, in USD cents (RUB ÷ the deposit slider's factor), so traders of every
// account currency rank on one scale.

export type Standing = {
  readonly userId: number;
  readonly name: string;
  /** USD cents. */
  readonly profit: bigint;
  readonly trades: number;
  /** What the trades staked, in USD cents. */
  readonly turnover: bigint;
};

/** "Anna K.": enough to recognise oneself, not enough to find a stranger. */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** A sum in `currency` as USD cents. */
export function usdCents(sum: string, currency: string): bigint {
  return (toMinorUnits(sum, 2) ?? 0n) / BigInt(currencyFactor(currency));
}

/** Best first: profit, then more trades, then the earlier trader (a stable order for equal rows). */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.profit !== b.profit) return a.profit > b.profit ? -1 : 1;
  if (a.trades !== b.trades) return b.trades - a.trades;
  return a.userId - b.userId;
}

/** The traders who qualify for a place (common/tourney.ts TOURNEY_RULES), best first: the board and its places. */
export function qualified(type: TourneyType, all: readonly Standing[]): Standing[] {
  return all.filter((row) => qualifies(type, row.trades, row.turnover));
}

export async function standings(db: Db, start: Date, end: Date): Promise<Standing[]> {
  const rows = await db
    .select({
      userId: tradeOrders.userId,
      currency: tradeOrders.currency,
      profit: sql<string>`sum(coalesce(${tradeOrders.payout}, 0) - ${tradeOrders.amount})`,
      turnover: sql<string>`sum(${tradeOrders.amount})`,
      trades: sql<number>`count(*)::int`,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tradeOrders)
    .innerJoin(accounts, and(eq(accounts.id, tradeOrders.accountId), eq(accounts.type, 'real')))
    .innerJoin(users, eq(users.id, tradeOrders.userId))
    .where(and(inArray(tradeOrders.status, ['won', 'lost', 'tie']), gte(tradeOrders.expiryTime, start), lt(tradeOrders.expiryTime, end)))
    .groupBy(tradeOrders.userId, tradeOrders.currency, users.firstName, users.lastName);

  const byUser = new Map<number, Standing>();
  for (const row of rows) {
    const before = byUser.get(row.userId);
    const profit = usdCents(row.profit, row.currency) + (before?.profit ?? 0n);
    const turnover = usdCents(row.turnover, row.currency) + (before?.turnover ?? 0n);
    byUser.set(row.userId, { userId: row.userId, name: publicName(row.firstName, row.lastName), profit, trades: Number(row.trades) + (before?.trades ?? 0), turnover });
  }
  return [...byUser.values()].toSorted(compareStandings);
}
