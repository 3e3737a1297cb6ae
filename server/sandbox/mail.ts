import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { sandboxMail } from '../db/schema-mail.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { cleanEmail } from '../lib/validate.ts';
import type { Mailer } from '../mail/mailer.ts';

/** With SANDBOX on, mail is kept in the database instead of sent: tests and people read it with GET /sandbox/mail. */
export function sandboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(mail) {
      await db.insert(sandboxMail).values({ ...mail, to: mail.to.toLowerCase(), sentAt: clock.now() });
      return 'sent';
    },
  };
}

/** GET /sandbox/mail?to=EMAIL → { messages: [{ to, subject, text, html, sent_at }] }, oldest first (newest last). */
export function sandboxMailRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.get('/sandbox/mail', async (c) => {
    const to = cleanEmail(c.req.query('to') ?? '');
    if (to === null) return c.json({ return: false, field: 'to', message: 'to must be an e-mail address' }, 400);
    const rows = await db.select().from(sandboxMail).where(eq(sandboxMail.to, to)).orderBy(asc(sandboxMail.sentAt), asc(sandboxMail.id));
    return c.json({
      messages: rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, sent_at: row.sentAt.getTime() })),
    });
  });
  return app;
}
