import { and, desc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { CALL_REPEAT_WINDOW_MS, callPhoneDigits, callPhoneProblem } from '../../common/calls.ts';
import { callRequests } from '../db/schema-support.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { spendBudget } from '../http/too-many.ts';
import { t } from '../i18n.ts';

/** Spec §7 /api/call {phone}: queue a call-back for the signed-in trader (a desk would work the queue). */
export function callRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/api/call', async (c) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const input = field(await readFields(c), 'phone');
    const problem = callPhoneProblem(input);
    if (problem === 'empty') return c.json({ return: false, field: 'phone', code: 'calls.error_phone', message: t(lang, 'call.phone') });
    const phone = callPhoneDigits(input);
    if (problem || phone === null) return c.json({ return: false, field: 'phone', code: 'phone', message: t(lang, 'field.phone') });
    const now = clock.now();
    // A double click or a second tab: one call, not two.
    const [recent] = await db
      .select({ id: callRequests.id })
      .from(callRequests)
      .where(and(eq(callRequests.userId, userId), eq(callRequests.phone, phone), gt(callRequests.createdAt, new Date(now.getTime() - CALL_REPEAT_WINDOW_MS))))
      .orderBy(desc(callRequests.id))
      .limit(1);
    if (recent) return c.json({ return: true, id: recent.id, phone });
    // Each request puts a person on the phone: a trader queues only so many a day (a repeat above is not one).
    const overBudget = await spendBudget(c, db, `call:user:${userId}`, config.budgets.calls, now);
    if (overBudget) return overBudget;
    const [row] = await db.insert(callRequests).values({ userId, phone, createdAt: now }).returning({ id: callRequests.id });
    return c.json({ return: true, id: row?.id ?? 0, phone });
  });

  return app;
}
