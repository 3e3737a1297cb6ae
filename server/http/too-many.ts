import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { t } from '../i18n.ts';
import { type Budget, minutesLeft, takeSlot } from '../users/attempt-guard.ts';
import type { AppEnv } from './env.ts';

/**
 * The one answer to a call over its budget: 429, `Retry-After` in whole seconds (what browsers, proxies and scripts
 * read), and `{ return:false, code:'rate_limited', message }` with the wait in the person's language.
 * `message` replaces the generic wording where the call has a more helpful one of its own.
 */
export function tooMany(c: Context<AppEnv>, retryAfterMs: number, message?: string): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(seconds));
  const wait = seconds < 60 ? t(c.var.lang, 'rate_limited.seconds', { seconds }) : t(c.var.lang, 'rate_limited', { minutes: minutesLeft(retryAfterMs) });
  return c.json({ return: false, code: 'rate_limited', message: message ?? wait }, 429);
}

/** Takes one slot of `key`'s budget: null when the call may go on, else the 429 to answer. */
export async function spendBudget(c: Context<AppEnv>, db: Db, key: string, budget: Budget, now: Date, message?: (minutes: number) => string): Promise<Response | null> {
  const slot = await takeSlot(db, key, budget, now);
  if (slot.ok) return null;
  return tooMany(c, slot.retryAfterMs, message?.(minutesLeft(slot.retryAfterMs)));
}
