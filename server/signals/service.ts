import { popupKey } from '../../common/popups.ts';
import type { Db } from '../db/client.ts';
import { type MarketSignalRow, tradingSignals } from '../db/schema-trading.ts';
import { type Lang, t } from '../i18n.ts';
import { claimedAmong, popupFacts } from '../popups/queries.ts';
import { mayShow } from '../popups/rules.ts';
import { MAX_SIGNALS, signalsDue } from './queries.ts';

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

/** A market signal as the client sees it: its id names the asset and bar (stable across processes and polls). */
function marketDto(row: MarketSignalRow, lang: Lang): SignalDto {
  const words = t(lang, row.direction === 'call' ? 'signal.reason_up' : 'signal.reason_down', { fast: row.fastPeriod, slow: row.slowPeriod, rsi: row.rsi });
  return { id: `${row.symbol}-${row.barTime.getTime() / 1000}`, symbol: row.symbol, direction: row.direction, expires: row.expiresAt.getTime(), reason: words };
}

/**
 * Spec §7 /api/signals: the signals due now for this trader (their own, then the market's) — for a trader who can act
 * on one now: none in a new account's first minutes, none to an account that cannot trade, none when the trader turned
 * them off — less the ones already shown on another tab or device.
 */
export async function signalsFor(db: Db, userId: number, now: Date, lang: Lang): Promise<SignalDto[]> {
  const facts = await popupFacts(db, userId);
  if (facts === null || !mayShow('signal', facts, now)) return [];
  const { own, market } = await signalsDue(db, userId, now);
  const due: SignalDto[] = [
    ...own.map((row): SignalDto => ({ id: row.signalId, symbol: row.symbol, direction: row.direction, expires: row.expiresAt.getTime(), reason: null })),
    ...market.map((row) => marketDto(row, lang)),
  ];
  const shown = await claimedAmong(db, userId, due.map((signal) => popupKey('signal', signal.id)));
  return due.filter((signal) => !shown.has(popupKey('signal', signal.id))).slice(0, MAX_SIGNALS);
}
