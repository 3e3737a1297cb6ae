import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { Budget } from '../lib/budget-slots.ts';
import { overBudgetRefusal, spendSlot } from '../lib/budget.ts';
import type { Refusal } from '../lib/refusal.ts';
import type { AppEnv } from './env.ts';

// The budget's 429 (server/lib/budget.ts) for the middleware and routes that answer a Response themselves.

function sent(c: Context<AppEnv>, refusal: Refusal): Response {
  for (const [name, value] of Object.entries(refusal.headers ?? {})) c.header(name, value);
  return c.json({ return: false, code: refusal.code, message: refusal.message }, refusal.status ?? 429);
}

export function tooMany(c: Context<AppEnv>, retryAfterMs: number, message?: string): Response {
  return sent(c, overBudgetRefusal(c.var.lang, retryAfterMs, message));
}

/** Takes one slot of `key`'s budget: null when the call may go on, else the 429 to answer. */
export async function spendBudget(c: Context<AppEnv>, db: Db, key: string, budget: Budget, now: Date, message?: (minutes: number) => string): Promise<Response | null> {
  const refusal = await spendSlot(db, key, budget, now, c.var.lang, message);
  return refusal && sent(c, refusal);
}
