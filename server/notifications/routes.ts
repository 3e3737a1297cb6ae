import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { userNotifications } from '../db/schema-trading.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { sessionUserId } from '../http/session.ts';
import { NOTIFICATIONS_LIST_LIMIT } from './service.ts';
import { ok } from '../http/reply.ts';
import { ListReply, type ServerNotification } from '../../common/api/notifications.ts';
import { t } from '../i18n.ts';
import { noticeText } from './service.ts';

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.read, 0)));
  return row?.n ?? 0;
}

// The 30 s poll of every signed-in tab: the newest rows and the unread count in one prepared query. A user without
// rows has nothing unread either, so the count riding on the rows loses nothing.
const newestWithUnread = preparedFor((db) =>
  db
    .select({
      id: userNotifications.id,
      text: userNotifications.text,
      messageKey: userNotifications.messageKey,
      messageVars: userNotifications.messageVars,
      read: userNotifications.read,
      createdAt: userNotifications.createdAt,
      unread: sql<number>`(select count(*)::int from ${userNotifications} u where u.user_id = ${sql.placeholder('userId')} and u.read = 0)`,
    })
    .from(userNotifications)
    .where(eq(userNotifications.userId, sql.placeholder('userId')))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT)
    .prepare('notifications_newest'),
);

/** Spec §7: /api/us/notifications (list + count of new ones), notifications_read {id}, notifications_read_all. */
export function notificationRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/api/us/notifications', async (c) => {
    const userId = sessionUserId(c);
    const rows = await newestWithUnread(db).execute({ userId });
    const list = rows.map((row): ServerNotification => ({ id: row.id, text: noticeText(row, c.var.lang), read: row.read === 1 ? 1 : 0, createdAt: row.createdAt.getTime() }));
    return ok(c, ListReply, { list, count: Number(rows[0]?.unread ?? 0) });
  });

  app.post('/api/us/notifications_read', async (c) => {
    const userId = sessionUserId(c);
    const raw = field(await readFields(c), 'id').trim();
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    if (id === null) return c.json({ return: false, field: 'id', message: t(c.var.lang, 'notifications.unknown') });
    await db
      .update(userNotifications)
      .set({ read: 1 })
      .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)));
    return c.json({ return: true, count: await unreadCount(db, userId) });
  });

  app.post('/api/us/notifications_read_all', async (c) => {
    const userId = sessionUserId(c);
    await db.update(userNotifications).set({ read: 1 }).where(and(eq(userNotifications.userId, userId), eq(userNotifications.read, 0)));
    return c.json({ return: true, count: 0 });
  });

  return app;
}
