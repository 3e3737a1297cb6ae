import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { safeErrorText } from '../lib/log-safe.ts';
import { DEFAULT_LANG, type Lang, type MessageKey, parseLang, t } from '../i18n.ts';

export type ErrorCode = 'auth' | 'csrf' | 'bad_request' | 'too_large' | 'not_found' | 'server_error' | 'origin';

const MESSAGE_OF: Record<ErrorCode, MessageKey> = {
  auth: 'auth.required',
  csrf: 'csrf',
  bad_request: 'bad_request',
  too_large: 'too_large',
  not_found: 'not_found',
  server_error: 'server_error',
  origin: 'csrf',
};

/** The language even when the lang middleware has not run (early failures such as 413). */
function langOf(c: Context): Lang {
  return parseLang(c.req.header('X-Lang')) ?? DEFAULT_LANG;
}

export function errorReply(c: Context, status: ContentfulStatusCode, code: ErrorCode): Response {
  return c.json({ return: false, code, message: t(langOf(c), MESSAGE_OF[code]) }, status);
}

function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'auth';
    case 403:
      return 'csrf';
    case 404:
      return 'not_found';
    case 413:
      return 'too_large';
    default:
      return status >= 500 ? 'server_error' : 'bad_request';
  }
}

/** JSON for every failure; the stack goes to the server log, never to the client. */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) {
    const status = error.status;
    return errorReply(c, status, codeOfStatus(status));
  }
  console.error(`${c.req.method} ${c.req.path} failed: ${safeErrorText(error)}`);
  return errorReply(c, 500, 'server_error');
};

export const onNotFound: NotFoundHandler = (c) => {
  const path = c.req.path;
  if (path.startsWith('/api/') || path.startsWith('/upload') || path.startsWith('/sandbox/') || path.startsWith('/cli/')) {
    return errorReply(c, 404, 'not_found');
  }
  return c.text('Not found', 404);
};
