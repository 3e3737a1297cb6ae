import type { Db } from '../db/client.ts';
import { marketSignals } from '../db/schema-trading.ts';
import type { SignalSource } from './types.ts';

/** A market signal is due this long after the close of the bar it fired on: three 5-minute bars. */
export const MARKET_SIGNAL_LIFETIME_MS = 15 * 60_000;

/**
 * Asks the source and stores what fired. Every process may run this on the same bar: the unique (symbol, bar_time)
 * index keeps the first insert and drops the rest, so a signal is issued once. Resolves with how many this call added.
 */
export async function issueMarketSignals(db: Db, source: SignalSource, now: Date): Promise<number> {
  const fresh = (await source.candidates(now)).filter((candidate) => candidate.barTime + MARKET_SIGNAL_LIFETIME_MS > now.getTime());
  if (fresh.length === 0) return 0;
  const added = await db
    .insert(marketSignals)
    .values(
      fresh.map((candidate) => ({
        symbol: candidate.symbol,
        direction: candidate.direction,
        barTime: new Date(candidate.barTime),
        issuedAt: now,
        expiresAt: new Date(candidate.barTime + MARKET_SIGNAL_LIFETIME_MS),
        fastPeriod: candidate.reason.fast,
        slowPeriod: candidate.reason.slow,
        rsi: candidate.reason.rsi,
      })),
    )
    .onConflictDoNothing({ target: [marketSignals.symbol, marketSignals.barTime] })
    .returning({ id: marketSignals.id });
  return added.length;
}
