import type { MiddlewareHandler } from 'hono';
import { ALL_CALLS } from '../../common/api/index.ts';
import { type CallEntry, pathPattern } from '../../common/api/route.ts';
import { t } from '../i18n.ts';
import type { AppEnv } from './env.ts';

/*
 * Every body is checked against its call's input schema in common/api before a route reads it: a field of the wrong
 * kind or size answers the contract's `{ return:false, code:"field.invalid", field, message }` and the route never
 * runs. What passes is the coerced body (numbers sent for text become text), which readFields hands to the route.
 * Unreadable bodies are left to readFields (400), so that answer stays the same everywhere.
 */

type Compiled = { method: string; pattern: RegExp; call: CallEntry };
const COMPILED: readonly Compiled[] = ALL_CALLS.map((call) => ({ method: call.method, pattern: pathPattern(call.path), call }));

export function callOf(method: string, path: string): CallEntry | null {
  return COMPILED.find((entry) => entry.method === method && entry.pattern.test(path))?.call ?? null;
}

async function bodyOf(request: { header(name: string): string | undefined; text(): Promise<string>; parseBody(): Promise<Record<string, unknown>> }): Promise<unknown> {
  const type = request.header('Content-Type')?.toLowerCase() ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) return request.parseBody();
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const checkInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const check = callOf('POST', c.req.path)?.checkInput;
  if (!check) return next();
  const body = await bodyOf(c.req);
  if (!isRecord(body)) return next();
  const checked = check(body);
  if (!checked.ok) {
    const { field } = checked;
    return c.json({ return: false, code: 'field.invalid', field, message: t(c.var.lang, 'field.invalid', { field }) });
  }
  if (isRecord(checked.value)) c.set('input', checked.value);
  return next();
};
