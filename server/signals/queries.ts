import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { type MarketSignalRow, marketSignals, type TradingSignalRow, tradingSignals } from '../db/schema-trading.ts';

// The SQL of the signals due now: the trader's own (issued by hand) and the market rule's (everyone's).

export const MAX_SIGNALS = 20;

// Polled by every signed-in tab every 300 s: built once.
const dueSignals = preparedFor((db) =>
  db
    .select()
    .from(tradingSignals)
    .where(and(eq(tradingSignals.userId, sql.placeholder('userId')), lte(tradingSignals.dueAt, sql.placeholder('now')), gt(tradingSignals.expiresAt, sql.placeholder('now'))))
    .orderBy(asc(tradingSignals.dueAt))
    .limit(MAX_SIGNALS)
    .prepare('signals_due'),
);

// The market rule's signals are everyone's: the same few rows for every tab.
const dueMarketSignals = preparedFor((db) =>
  db
    .select()
    .from(marketSignals)
    .where(and(lte(marketSignals.issuedAt, sql.placeholder('now')), gt(marketSignals.expiresAt, sql.placeholder('now'))))
    .orderBy(asc(marketSignals.issuedAt), asc(marketSignals.symbol))
    .limit(MAX_SIGNALS)
    .prepare('market_signals_due'),
);

/** The trader's own signals and the market's, due at `now`. */
export async function signalsDue(db: Db, userId: number, now: Date): Promise<{ own: TradingSignalRow[]; market: MarketSignalRow[] }> {
  // As text: postgres-js takes a Date bound through a placeholder as it is, and cannot send it.
  const at = now.toISOString();
  const [own, market] = await Promise.all([dueSignals(db).execute({ userId, now: at }), dueMarketSignals(db).execute({ now: at })]);
  return { own, market };
}
