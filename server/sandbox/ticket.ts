import { Hono } from 'hono';
import { field, readFields } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Wired } from '../deps.ts';
import { addNotification } from '../notifications/service.ts';

const NOTICE = {
  en: (id: number, subject: string) => `Support answered your ticket #${id} “${subject}”.`,
  ru: (id: number, subject: string) => `Поддержка ответила на ваше обращение №${id} «${subject}».`,
} as const;

/** POST /sandbox/ticket/{id}/reply {"text", "agent"?} — an agent answers; the trader also gets a notification. */
export function sandboxTicketRoutes({ db, clock, helpdesk }: Wired): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/sandbox/ticket/:id/reply', async (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const body = await readFields(c);
    const text = field(body, 'text').trim();
    const agent = field(body, 'agent').trim() || 'Support agent';
    if (text === '' || text.length > 5000) return c.json({ return: false, field: 'text', message: 'text: 1-5000 characters' }, 400);
    const now = clock.now();
    const answered = id === null ? null : await helpdesk.agentReply(id, agent.slice(0, 60), text, now);
    if (!answered) return c.json({ return: false, message: 'No ticket with that id.' }, 404);
    const lang = c.var.lang === 'ru' ? 'ru' : 'en';
    await addNotification(db, answered.userId, NOTICE[lang](answered.ticket.id, answered.ticket.subject), now);
    return c.json({ return: true, ticket: answered.ticket });
  });
  return app;
}
