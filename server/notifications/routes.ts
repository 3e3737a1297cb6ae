import { Hono } from 'hono';
import { listNotifications, readAllNotifications, readNotification } from '../../common/api/notifications.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, refuse } from '../http/handle.ts';
import { t } from '../i18n.ts';
import { notificationsOf, readAll, readOne } from './service.ts';

/** Spec §7: /api/us/notifications (list + count of new ones), notifications_read {id}, notifications_read_all. */
export function notificationRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  handle(app, listNotifications, ({ userId, lang }) => notificationsOf(db, userId, lang, clock.now()));
  handle(app, readNotification, async ({ userId, lang, input }) => {
    const raw = (input.id ?? '').trim();
    if (!/^\d{1,9}$/.test(raw)) return refuse(t(lang, 'notifications.unknown'), { field: 'id' });
    return { count: await readOne(db, userId, Number(raw)) };
  });
  handle(app, readAllNotifications, async ({ userId }) => ({ count: await readAll(db, userId) }));
  return app;
}
