import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { addNotification } from '../notifications/service.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

/** POST /sandbox/notification { email, text } — adds a notification for that user (CONTRACT.md). */
export function sandboxNotificationRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/notification', async (c) => {
    const body = await readFields(c);
    const text = field(body, 'text').trim();
    const user = await userNamedIn(db, body);
    if (!user) return c.json(NO_SUCH_USER, 404);
    if (text === '' || text.length > 1000) return c.json({ return: false, field: 'text', message: 'text: 1-1000 characters' }, 400);
    return c.json({ return: true, id: await addNotification(db, user.id, text, clock.now()) });
  });
  return app;
}
