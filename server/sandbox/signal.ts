import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { issueSignal } from '../signals/service.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

/** POST /sandbox/signal { email, id } — makes a trading signal due now for that user (CONTRACT.md). */
export function sandboxSignalRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/signal', async (c) => {
    const body = await readFields(c);
    const id = field(body, 'id').trim();
    const user = await userNamedIn(db, body);
    if (!user) return c.json(NO_SUCH_USER, 404);
    if (!/^[\w.-]{1,64}$/.test(id)) return c.json({ return: false, field: 'id', message: 'id: 1-64 letters, digits, _ . -' }, 400);
    return c.json({ return: true, signal: await issueSignal(db, user.id, id, clock.now()) });
  });
  return app;
}
