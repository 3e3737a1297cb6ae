import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { preparedFor } from '../db/prepared.ts';
import { type MarketSignalRow, marketSignals, tradingSignals } from '../db/schema-trading.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { type Lang, t } from '../i18n.ts';
import { sessionUserId } from '../http/session.ts';
import type { SignalDto } from './service.ts';
import { ok } from '../http/reply.ts';
import { SignalsReply } from '../../common/api/signals.ts';
import { popupKey } from '../../common/popups.ts';
import { claimedAmong, popupFacts } from '../popups/queries.ts';
import { mayShow } from '../popups/rules.ts';

const MAX_SIGNALS = 20;

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

/** A market signal as the client sees it: its id names the asset and bar (stable across processes and polls). */
function marketDto(row: MarketSignalRow, lang: Lang): SignalDto {
  const words = t(lang, row.direction === 'call' ? 'signal.reason_up' : 'signal.reason_down', { fast: row.fastPeriod, slow: row.slowPeriod, rsi: row.rsi });
  return { id: `${row.symbol}-${row.barTime.getTime() / 1000}`, symbol: row.symbol, direction: row.direction, expires: row.expiresAt.getTime(), reason: words };
}

/** Spec §7 /api/signals: the signals due now for this user (their own, then the market's). `test` has no effect here. */
export function signalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/signals', async (c) => {
    const userId = sessionUserId(c);
    // As text: postgres-js takes a Date bound through a placeholder as it is, and cannot send it.
    const now = clock.now().toISOString();
    const facts = await popupFacts(db, userId);
    // A signal is for a trader who can act on it now: none in a new account's first minutes, none to an account
    // that cannot trade, none when the trader turned them off.
    if (facts === null || !mayShow('signal', facts, clock.now())) return ok(c, SignalsReply, { signals: [] });
    const [own, market] = await Promise.all([dueSignals(db).execute({ userId, now }), dueMarketSignals(db).execute({ now })]);
    const due: SignalDto[] = [
      ...own.map((row): SignalDto => ({ id: row.signalId, symbol: row.symbol, direction: row.direction, expires: row.expiresAt.getTime(), reason: null })),
      ...market.map((row) => marketDto(row, c.var.lang)),
    ];
    // One shown on another tab or device is not offered again.
    const shown = await claimedAmong(db, userId, due.map((signal) => popupKey('signal', signal.id)));
    const signals = due.filter((signal) => !shown.has(popupKey('signal', signal.id))).slice(0, MAX_SIGNALS);
    return ok(c, SignalsReply, { signals });
  });
  return app;
}
