import { Hono } from 'hono';
import { UNION_LISTEN_PATH } from '../../common/card-paths.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { listenReply } from './listen.ts';

/**
 * Spec §7 /api/unionpay/listen {transaction_id}: the outcome of a UnionPay card payment, for the client's
 * /listen-union/... return route. UnionPay cards are taken by the ORANGE family (spec §8 reports their failure as
 * orange.pay_fail), so only those attempts answer, and only the owner's: another trader's id is "Unknown payment".
 * The reply has the card listen calls' shape (server/API.md "Card deposits").
 */
export const UNION_PROCESSORS: readonly string[] = ['ORANGE', 'ORANGE_NOT3D'];

export function unionListenRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(UNION_LISTEN_PATH, async (c) => {
    const id = field(await readFields(c), 'transaction_id').trim();
    return c.json(await listenReply(deps, sessionUserId(c), id, UNION_PROCESSORS));
  });
  return app;
}
