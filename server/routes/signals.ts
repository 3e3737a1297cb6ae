import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { tradingSignals } from '../db/schema-trading.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
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

// Polled by every signed-in tab every 300 s: built once.
const dueSignals = preparedFor((db) =>
  db
    .select()
    .from(tradingSignals)
    .where(and(eq(tradingSignals.userId, sql.placeholder('userId')), lte(tradingSignals.dueAt, sql.placeholder('now')), gt(tradingSignals.expiresAt, sql.placeholder('now'))))
    .orderBy(asc(tradingSignals.dueAt))
    .limit(20)
    .prepare('signals_due'),
);

/** Spec §7 /api/signals: the signals due now for this user. `test` is accepted and has no effect here. */
export function signalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/signals', async (c) => {
    const userId = sessionUserId(c);
    const now = clock.now();
    // As text: postgres-js takes a Date bound through a placeholder as it is, and cannot send it.
    const rows = await dueSignals(db).execute({ userId, now: now.toISOString() });
    const signals: SignalDto[] = rows.map((row) => ({ id: row.signalId, symbol: row.symbol, direction: row.direction, expires: row.expiresAt.getTime() }));
    return c.json({ return: true, signals });
  });
  return app;
}
