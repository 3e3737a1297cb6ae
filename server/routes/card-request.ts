import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import { type Fields, field } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { CardJson } from './card-service.ts';

// What every card route reads from a request, how it finds the attempt, and the decline it answers.

export const KEY = /^[A-Za-z0-9._:-]{8,120}$/;

/** The 400 body of a call without a usable idempotency key. */
export const KEY_REQUIRED = { return: false, code: 'bad_request', field: 'idempotency_key', message: 'An idempotency key is required.' } as const;

/** The header wins over the body field: either way the client sends one key per attempt. */
export function keyOf(c: Context<AppEnv>, fields: Fields): string {
  return (c.req.header('Idempotency-Key') ?? field(fields, 'idempotency_key')).trim();
}

/** The `card` object of a pay body, strings only (anything else is as if absent). */
export function cardOf(fields: Fields): Record<string, string> {
  const raw = fields.card;
  const out: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') out[name] = value;
  }
  return out;
}

export const decline = (code: string, message: string, cascade: boolean, transactionId?: string): CardJson =>
  transactionId ? { return: false, code, message, cascade, transaction_id: transactionId } : { return: false, code, message, cascade };

/** The user's attempt under an idempotency key: keys are per user, so one trader never reads another's. */
export async function attemptByKey(db: Db, userId: number, key: string): Promise<CardAttemptRow | undefined> {
  const [row] = await db.select().from(cardAttempts).where(and(eq(cardAttempts.userId, userId), eq(cardAttempts.idempotencyKey, key)));
  return row;
}
