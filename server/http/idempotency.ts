import type { Context } from 'hono';
import { type Fields, field } from './body.ts';
import type { AppEnv } from './env.ts';
import { type Lang, t } from '../i18n.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';

// The idempotency key every money request brings (card, crypto, wallet payments, withdrawals, tips, transfers).

export const KEY = /^[A-Za-z0-9._:-]{8,120}$/;

/** The refusal of a money request without a well-formed key (400), in the trader's language. */
export const keyRequired = (lang: Lang) => ({ return: false, code: 'bad_request', field: 'idempotency_key', message: t(lang, 'idempotency.required') }) as const;

/** The header wins over the body field: either way the client sends one key per attempt. */
export function keyOf(c: Context<AppEnv>, fields: Fields): string {
  return (c.req.header('Idempotency-Key') ?? field(fields, 'idempotency_key')).trim();
}

/** The request's key when it is well formed, else null (answer keyRequired with 400). */
export function requestKey(c: Context<AppEnv>, fields: Fields): string | null {
  const key = keyOf(c, fields);
  return KEY.test(key) ? key : null;
}

/** A money call's key from the header or its checked body field; null when missing or malformed. */
export function callKey(c: Context<AppEnv>, bodyKey: string | undefined): string | null {
  const key = (c.req.header('Idempotency-Key') ?? bodyKey ?? '').trim();
  return KEY.test(key) ? key : null;
}

/** keyRequired as a handler's refusal. */
export const missingKey = (lang: Lang): Refusal => refuse(t(lang, 'idempotency.required'), { code: 'bad_request', field: 'idempotency_key', status: 400 });
