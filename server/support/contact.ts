import { CALL_REPEAT_WINDOW_MS, callPhoneDigits, callPhoneProblem } from '../../common/calls.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { spendSlot } from '../lib/budget.ts';
import { refuse } from '../lib/refusal.ts';
import { cleanEmail, cleanName, phoneDigits } from '../lib/validate.ts';
import { queueCallBack, recentCallBack, storeContactMessage } from './queries.ts';

// The two ways to reach a person besides a ticket: a call-back for the signed-in trader (spec §7 /api/call; a desk
// works the queue) and the contact form anyone may send (spec §7 "contact").

const MAX_MESSAGE = 5000;

export async function requestCallBack(deps: Deps, userId: number, lang: Lang, typed: string) {
  const problem = callPhoneProblem(typed);
  if (problem === 'empty') return refuse(t(lang, 'call.phone'), { field: 'phone', code: 'calls.error_phone' });
  const phone = callPhoneDigits(typed);
  if (problem || phone === null) return refuse(t(lang, 'field.phone'), { field: 'phone', code: 'phone' });
  const now = deps.clock.now();
  // A double click or a second tab: one call, not two.
  const recent = await recentCallBack(deps.db, userId, phone, new Date(now.getTime() - CALL_REPEAT_WINDOW_MS));
  if (recent) return { id: recent.id, phone };
  // Each request puts a person on the phone: a trader queues only so many a day (a repeat above is not one).
  const overBudget = await spendSlot(deps.db, `call:user:${userId}`, deps.config.budgets.calls, now, lang);
  if (overBudget) return overBudget;
  return { id: await queueCallBack(deps.db, userId, phone, now), phone };
}

export type ContactForm = { name: string; email: string; phone: string; message: string };

/** A message from the contact form; `address` is the sender's, whose budget it spends. */
export async function leaveMessage(deps: Deps, lang: Lang, form: ContactForm, sender: { userId: number | null; address: string }) {
  const name = cleanName(form.name);
  if (!name) return refuse(t(lang, 'field.name'), { field: 'name' });
  const email = cleanEmail(form.email);
  if (!email) return refuse(t(lang, 'field.email'), { field: 'email' });
  // The phone is optional here (a reply goes by e-mail), but when given it must look like one.
  const phone = phoneDigits(form.phone.replace(/^\s*\+/, ''));
  if (phone === null || (phone !== '' && (phone.length < 6 || phone.length > 15))) return refuse(t(lang, 'field.phone'), { field: 'phone' });
  const message = form.message.trim();
  if (message === '' || message.length > MAX_MESSAGE) return refuse(t(lang, 'field.message'), { field: 'message' });
  // After the checks (a typo costs nothing), before the row: one address leaves only so many messages.
  const overBudget = await spendSlot(deps.db, `contact:addr:${sender.address}`, deps.config.budgets.contacts, deps.clock.now(), lang);
  if (overBudget) return overBudget;
  await storeContactMessage(deps.db, { userId: sender.userId, name, email, phone, message, lang, createdAt: deps.clock.now() });
  return { message: t(lang, 'contact.sent') };
}
