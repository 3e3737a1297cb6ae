import { Hono } from 'hono';
import { contactMessages } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import { clientIp } from '../http/client-info.ts';
import { spendBudget } from '../http/too-many.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { t } from '../i18n.ts';
import { cleanEmail, cleanName, phoneDigits } from '../lib/validate.ts';

const MAX_MESSAGE = 5000;

/** Spec §7 "contact": the guest (or client) contact form. */
export function contactRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/api/contacts', async (c) => {
    const lang = c.var.lang;
    const body = await readFields(c);
    const name = cleanName(field(body, 'name'));
    if (!name) return c.json({ return: false, field: 'name', message: t(lang, 'field.name') });
    const email = cleanEmail(field(body, 'email'));
    if (!email) return c.json({ return: false, field: 'email', message: t(lang, 'field.email') });
    // The phone is optional here (a reply goes by e-mail), but when given it must look like one.
    const phone = phoneDigits(field(body, 'phone').replace(/^\s*\+/, ''));
    if (phone === null || (phone !== '' && (phone.length < 6 || phone.length > 15))) {
      return c.json({ return: false, field: 'phone', message: t(lang, 'field.phone') });
    }
    const message = field(body, 'message').trim();
    if (message === '' || message.length > MAX_MESSAGE) {
      return c.json({ return: false, field: 'message', message: t(lang, 'field.message') });
    }
    // After the checks (a typo costs nothing), before the row: one address leaves only so many messages.
    const overBudget = await spendBudget(c, db, `contact:addr:${clientIp(c)}`, config.budgets.contacts, clock.now());
    if (overBudget) return overBudget;
    await db.insert(contactMessages).values({
      userId: c.var.session?.userId ?? null,
      name,
      email,
      phone,
      message,
      lang,
      createdAt: clock.now(),
    });
    return c.json({ return: true, message: t(lang, 'contact.sent') });
  });

  return app;
}
