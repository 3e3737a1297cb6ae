import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { findAsset } from '../platform/assets.ts';
import { issueSignal } from '../signals/service.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

/**
 * POST /sandbox/signal { email, id, symbol?, direction? } — makes a trading signal due now for that user (CONTRACT.md),
 * on the asset and direction it names (EURUSD, call when left out): tests get the signal they ask for.
 */
export function sandboxSignalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/signal', async (c) => {
    const body = await readFields(c);
    const id = field(body, 'id').trim();
    const user = await userNamedIn(db, body);
    if (!user) return c.json(NO_SUCH_USER, 404);
    if (!/^[\w.-]{1,64}$/.test(id)) return c.json({ return: false, field: 'id', message: 'id: 1-64 letters, digits, _ . -' }, 400);
    const symbol = field(body, 'symbol').trim() || 'EURUSD';
    if (!findAsset(symbol)) return c.json({ return: false, field: 'symbol', message: 'symbol: one of the platform assets' }, 400);
    const direction = field(body, 'direction').trim() || 'call';
    if (direction !== 'call' && direction !== 'put') return c.json({ return: false, field: 'direction', message: 'direction: call or put' }, 400);
    return c.json({ return: true, signal: await issueSignal(db, user.id, id, { symbol, direction }, clock.now()) });
  });
  return app;
}
