import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { cleanEmail } from '../lib/validate.ts';
import { addNotification } from '../routes/notifications.ts';
import { findUserByEmail } from '../users/repo.ts';

/** POST /sandbox/notification { email, text } — adds a notification for that user (CONTRACT.md). */
export function sandboxNotificationRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/notification', async (c) => {
    const body = await readFields(c);
    const text = field(body, 'text').trim();
    const email = cleanEmail(field(body, 'email'));
    const user = email ? await findUserByEmail(db, email) : null;
    if (!user) return c.json({ return: false, field: 'email', message: 'No user with that email.' }, 404);
    if (text === '' || text.length > 1000) return c.json({ return: false, field: 'text', message: 'text: 1-1000 characters' }, 400);
    return c.json({ return: true, id: await addNotification(db, user.id, text, clock.now()) });
  });
  return app;
}
