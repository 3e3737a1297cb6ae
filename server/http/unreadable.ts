import type { MiddlewareHandler } from 'hono';
import { errorReply } from './errors.ts';

/*
 * Input no route can use, refused with a 400 before any route sees it: a NUL character anywhere in the query or
 * in a text field (PostgreSQL cannot store it in text, so it used to surface as a 500), percent-encoding that does
 * not decode, and a multipart body that does not parse. File parts may hold any bytes; only text is checked.
 * Every route, including those added later, inherits this: they read the body the middleware has already cached.
 */

const NUL = '\u0000';
/** A JSON string escape of NUL, as it arrives before parsing. */
const ESCAPED_NUL = /\\u0000/i;
const ENCODED_NUL = /%00/i;

function queryUnreadable(url: string): boolean {
  const query = url.indexOf('?');
  const search = query === -1 ? '' : url.slice(query + 1);
  const path = new URL(url).pathname;
  if (ENCODED_NUL.test(path) || ENCODED_NUL.test(search) || url.includes(NUL)) return true;
  try {
    decodeURIComponent(path);
    for (const part of search.split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return true;
  }
  return false;
}

async function bodyUnreadable(request: { header(name: string): string | undefined; text(): Promise<string>; formData(): Promise<FormData> }): Promise<boolean> {
  const type = request.header('Content-Type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return true;
    }
    for (const [, value] of form) if (typeof value === 'string' && value.includes(NUL)) return true;
    return false;
  }
  const text = await request.text();
  if (type.startsWith('application/x-www-form-urlencoded')) return ENCODED_NUL.test(text) || text.includes(NUL) || !decodable(text);
  return text.includes(NUL) || ESCAPED_NUL.test(text);
}

function decodable(form: string): boolean {
  try {
    for (const part of form.split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const refuseUnreadableInput: MiddlewareHandler = async (c, next) => {
  if (queryUnreadable(c.req.url)) return errorReply(c, 400, 'bad_request');
  if (!BODILESS.has(c.req.method) && (await bodyUnreadable(c.req))) return errorReply(c, 400, 'bad_request');
  return next();
};
