import { Hono, type Context } from 'hono';
import { LISTEN_PATHS } from '../../common/card-paths.ts';
import { cardAttempts } from '../db/schema-cards.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { KEY, keyRequired, keyOf } from '../http/idempotency.ts';
import { attemptByKey } from './request.ts';
import { currentReply, newTransactionId, settleIfStale } from './service.ts';
import { sessionUserId } from '../http/session.ts';
import { listenReply } from './listen.ts';

// What became of an attempt: the processors' listen calls (by transaction id) and the outcome check (by key).

export function cardListenRoutes({ db, clock, cards }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const listen = async (c: Context<AppEnv>) => {
    const fields = await readFields(c);
    const id = field(fields, 'transaction_id') || field(fields, 'id');
    return c.json(await listenReply({ db, clock, cards }, sessionUserId(c), id));
  };
  // Processors may share a listen call (ORANGE_NOT3D uses ORANGE's): mount each path once.
  for (const path of new Set(Object.values(LISTEN_PATHS))) app.post(path, listen);

  /**
   * What became of a key (server/API.md). A key the server never saw is burnt (void), so the request, if it
   * is still on its way, charges nothing when it arrives: the client may then move on safely.
   */
  const outcome = async (c: Context<AppEnv>, key: string) => {
    const userId = sessionUserId(c);
    if (!KEY.test(key)) return c.json(keyRequired(c.var.lang), 400);
    await db
      .insert(cardAttempts)
      .values({ userId, idempotencyKey: key, status: 'void', transactionId: newTransactionId(), createdAt: clock.now() })
      .onConflictDoNothing();
    const found = await attemptByKey(db, userId, key);
    if (!found || found.status === 'void') return c.json({ return: true, known: false });
    const row = await settleIfStale(db, found, clock.now());
    return c.json({ return: true, known: true, processor: row.processor, reply: currentReply(row) });
  };
  // POST only: asking about a key spends it (a key the server never saw is burnt so it can never charge later),
  // and a GET must change nothing.
  app.post('/api/card/outcome', async (c) => outcome(c, keyOf(c, await readFields(c))));

  return app;
}
