import type { Db } from '../db/client.ts';
import { tradingSignals } from '../db/schema-trading.ts';

/** A signal stays due this long after it is issued (the client shows it once per day per id). */
export const SIGNAL_LIFETIME_MS = 60 * 60 * 1000;

/** `reason`: why the rule issued it, in the reader's language; null for a signal issued by hand (sandbox). */
export type SignalDto = { id: string; symbol: string; direction: 'call' | 'put'; expires: number; reason: string | null };

export type ExplicitSignal = { symbol: string; direction: 'call' | 'put' };

/** Issues (or re-issues) signal `signalId` for one user, due now, with the asset and direction it is given. */
export async function issueSignal(db: Db, userId: number, signalId: string, signal: ExplicitSignal, now: Date): Promise<SignalDto> {
  const { symbol, direction } = signal;
  const expiresAt = new Date(now.getTime() + SIGNAL_LIFETIME_MS);
  await db
    .insert(tradingSignals)
    .values({ userId, signalId, symbol, direction, dueAt: now, expiresAt })
    .onConflictDoUpdate({ target: [tradingSignals.userId, tradingSignals.signalId], set: { symbol, direction, dueAt: now, expiresAt } });
  return { id: signalId, symbol, direction, expires: expiresAt.getTime(), reason: null };
}
