import type { Db } from '../db/client.ts';
import { tradingSignals } from '../db/schema-trading.ts';
import { ASSETS } from '../platform/feed.ts';

/** A signal stays due this long after it is issued (the client shows it once per day per id). */
export const SIGNAL_LIFETIME_MS = 60 * 60 * 1000;

export type SignalDto = { id: string; symbol: string; direction: 'call' | 'put'; expires: number };

/** Issues (or re-issues) signal `signalId` for a user, due now; asset and direction follow from the id. */
export async function issueSignal(db: Db, userId: number, signalId: string, now: Date): Promise<SignalDto> {
  let hash = 0;
  for (const char of signalId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const symbol = ASSETS[hash % ASSETS.length]?.symbol ?? 'EURUSD';
  const direction = hash % 2 === 0 ? 'call' : 'put';
  const expiresAt = new Date(now.getTime() + SIGNAL_LIFETIME_MS);
  await db
    .insert(tradingSignals)
    .values({ userId, signalId, symbol, direction, dueAt: now, expiresAt })
    .onConflictDoUpdate({ target: [tradingSignals.userId, tradingSignals.signalId], set: { symbol, direction, dueAt: now, expiresAt } });
  return { id: signalId, symbol, direction, expires: expiresAt.getTime() };
}
