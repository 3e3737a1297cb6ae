import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { preparedFor } from '../db/prepared.ts';
import { tradingSignals } from '../db/schema-trading.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import type { SignalDto } from './service.ts';
import { ok } from '../http/reply.ts';
import { SignalsReply } from '../../common/api/notifications.ts';

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
    return ok(c, SignalsReply, { signals });
  });
  return app;
}
