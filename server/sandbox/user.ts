import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { NO_SUCH_USER, userNamedIn } from './target.ts';

// POST /sandbox/user: a back-office stand-in that sets the few user fields the funding page reacts to (partner
// risk, verification, comments that select a minimum-deposit rule, fillCard), so a person or a test can see them.

const EDITABLE = ['cardRisk', 'verification', 'comments', 'fillCard'] as const;

export function sandboxUserRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/user', async (c) => {
    const fields = await readFields(c);
    const changes: Partial<Record<(typeof EDITABLE)[number], string>> = {};
    for (const name of EDITABLE) {
      if (fields[name] !== undefined) changes[name] = field(fields, name).slice(0, 200);
    }
    if (Object.keys(changes).length === 0) return c.json({ return: false, message: `Nothing to set: one of ${EDITABLE.join(', ')}` }, 400);
    const user = await userNamedIn(db, fields);
    if (!user) return c.json(NO_SUCH_USER, 404);
    await db.update(users).set(changes).where(eq(users.id, user.id));
    return c.json({ return: true, ...changes });
  });
  return app;
}
