import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

export type Fields = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The body of a JSON or form post as a flat record; an empty body is {}. Anything unreadable is a 400. A body its
 * call's schema already checked comes as that check left it (server/http/input.ts).
 */
export async function readFields(c: Context): Promise<Fields> {
  const checked: unknown = c.get('input');
  if (isRecord(checked)) return checked;
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    return c.req.parseBody();
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: 'malformed JSON body' });
  }
  if (!isRecord(parsed)) throw new HTTPException(400, { message: 'the body must be a JSON object' });
  return parsed;
}

/** A text field: strings as sent, numbers as their decimal text, anything else (absent, objects) as ''. */
export function field(fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A yes/no as clients send it (true, "true", "1", "on"; false, "false", "0", "off"); absent or unknown: undefined. */
export function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no'].includes(text)) return false;
  return undefined;
}
