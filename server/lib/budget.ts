import type { Db } from '../db/client.ts';
import { type Lang, t } from '../i18n.ts';
import { type Budget, minutesLeft, takeSlot } from './budget-slots.ts';
import { type Refusal, refuse } from './refusal.ts';

/**
 * The one answer to a call over its budget: 429, `Retry-After` in whole seconds (what browsers, proxies and scripts
 * read), and `{ return:false, code:'rate_limited', message }` with the wait in the person's language. `message`
 * replaces the generic wording where the call has a more helpful one of its own.
 */
export function overBudgetRefusal(lang: Lang, retryAfterMs: number, message?: string): Refusal {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 60 ? t(lang, 'rate_limited.seconds', { seconds }) : t(lang, 'rate_limited', { minutes: minutesLeft(retryAfterMs) });
  return refuse(message ?? wait, { code: 'rate_limited', status: 429, headers: { 'Retry-After': String(seconds) } });
}

/** Takes one slot of `key`'s budget: null when the work may go on, else the refusal to answer. */
export async function spendSlot(db: Db, key: string, budget: Budget, now: Date, lang: Lang, message?: (minutes: number) => string): Promise<Refusal | null> {
  const slot = await takeSlot(db, key, budget, now);
  if (slot.ok) return null;
  return overBudgetRefusal(lang, slot.retryAfterMs, message?.(minutesLeft(slot.retryAfterMs)));
}
