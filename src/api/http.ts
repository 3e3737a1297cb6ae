import { create, StructError, type Struct } from 'superstruct';
import { ApiError } from './errors';
import { apiLanguage } from './language';
import { rateLimitedPayload } from './rate-limit';
import { type Call, EmptyReply, pathOf } from '@common/api/route';
import { csrf, logout } from '@common/api/session.calls';

/**
 * The one fetch wrapper: same-origin credentials, the CSRF header on state-changing calls, timeouts, the
 * spec's `return` flag normalised to a boolean, typed errors, and a 401 handler (logout) — server/API.md.
 */

export { ApiError, isApiError, type ApiErrorKind } from './errors';

/** A business answer: the server said yes (with a value) or no (with a message for the user). */
export type Failure = { ok: false; message: string; code?: string; field?: string };
export type Reply<T> = { ok: true; value: T } | Failure;

const DEFAULT_TIMEOUT_MS = 15_000;
/** 10 MB on a slow phone line. */
const UPLOAD_TIMEOUT_MS = 120_000;
const CSRF_COOKIE = 'csrf';

let unauthorizedHandler: (() => void) | null = null;

/** Called once by the app: what a 401 anywhere does (wipe local data, go to the login screen). */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/**
 * A reply said the session must end (spec §8 need_auth): log out on the server, then do what a 401 does (wipe local
 * data, go to the login screen).
 */
export async function endSessionNow(): Promise<void> {
  await send(logout.method, logout.path, {}).catch(() => undefined);
  unauthorizedHandler?.();
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let csrfRequest: Promise<string> | null = null;

/** The double-submit token: the `csrf` cookie, or a fresh one from the server when the browser has none yet. */
export async function csrfToken(): Promise<string> {
  const fromCookie = readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  csrfRequest ??= send(csrf.method, csrf.path, undefined)
    .then((body) => {
      const token = isRecord(body) && typeof body.token === 'string' ? body.token : readCookie(CSRF_COOKIE);
      if (!token) throw new ApiError('csrf', 'No CSRF token');
      return token;
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  signal?: AbortSignal,
  mayRetryCsrf = true,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Lang': apiLanguage() };
  // FormData (files) sets its own multipart Content-Type with the boundary.
  const multipart = body instanceof FormData;
  if (method !== 'GET') {
    if (!multipart) headers['Content-Type'] = 'application/json';
    headers['X-CSRF-Token'] = await csrfToken();
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let response: Response;
  try {
    const init: RequestInit = { method, headers, credentials: 'same-origin', signal: controller.signal };
    if (method !== 'GET') init.body = multipart ? body : JSON.stringify(body ?? {});
    response = await fetch(path, init);
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('timeout', 'The server did not answer in time');
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error');
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401) {
    unauthorizedHandler?.();
    throw new ApiError('auth', 'Your session has ended', 401);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 403 && isRecord(payload) && payload.code === 'csrf') {
    // First requests without the cookie each get a token of their own and the last Set-Cookie wins, so a call can
    // leave with the token /api/csrf named while the browser already holds another. The server refuses such a call
    // before doing anything, so it goes once more, with the token the browser holds now.
    const held = readCookie(CSRF_COOKIE);
    if (mayRetryCsrf && held !== null && held !== headers['X-CSRF-Token']) return send(method, path, body, timeoutMs, signal, false);
    throw new ApiError('csrf', 'The security token was refused', 403);
  }
  // Over a budget: a failure to show like any other, with the server's words or, without them, how long to wait.
  if (response.status === 429 && !isRecord(payload)) return rateLimitedPayload(response.headers.get('Retry-After'), apiLanguage());
  if (!response.ok && !isRecord(payload)) {
    throw new ApiError('http', `The server answered ${response.status}`, response.status);
  }
  return payload;
}

/** The spec's `return` flag arrives as boolean or as 'true'/'false'. */
export function returnFlag(payload: unknown): boolean {
  if (!isRecord(payload)) return false;
  const flag = payload.return;
  return flag === true || flag === 'true';
}

const nonEmptyText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function failureOf(payload: unknown, status?: number): Failure {
  const record = isRecord(payload) ? payload : {};
  const text = nonEmptyText;
  const message = text(record.message) ?? text(record.error) ?? (status ? `The server answered ${status}` : 'Unknown error');
  const failure: Failure = { ok: false, message };
  const code = text(record.code);
  const field = text(record.field);
  if (code) failure.code = code;
  if (field) failure.field = field;
  return failure;
}

export function validate<T>(payload: unknown, schema: Struct<T, unknown>): T {
  try {
    return create(payload, schema);
  } catch (error) {
    const detail = error instanceof StructError ? `${error.path.join('.') || 'reply'}: ${error.message}` : 'malformed reply';
    throw new ApiError('schema', `Unexpected reply from the server (${detail})`);
  }
}

/** GET an HTML fragment (server-driven pages). A 404 still carries a fragment that says so. */
export async function getHtml(path: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<{ status: number; html: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
      signal: controller.signal,
    });
    if (response.status === 401) {
      unauthorizedHandler?.();
      throw new ApiError('auth', 'Your session has ended', 401);
    }
    if (!response.ok && response.status !== 404) {
      throw new ApiError('http', `The server answered ${response.status}`, response.status);
    }
    return { status: response.status, html: await response.text() };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError('timeout', 'The server did not answer in time');
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error');
  } finally {
    clearTimeout(timer);
  }
}

/** A cross-origin form POST (the platform host), credentials included; true when it answered `return: true`. */
export async function postCrossOriginForm(url: string, fields: Record<string, string>): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      mode: 'cors',
      credentials: 'include',
      body: new URLSearchParams(fields),
      signal: controller.signal,
    });
    return returnFlag(await response.json().catch(() => null));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A JSON call to the platform host (another origin) with a bearer token instead of cookies (the
 * platform's order search). A 401 here means the platform token expired, not the app session: it throws
 * ApiError('auth') without running the app's logout handler.
 */
export async function platformJson<T>(
  url: string,
  request: { method: 'GET' | 'POST'; bearer: string | null; body?: unknown },
  schema: Struct<T, unknown>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.bearer !== null) headers['Authorization'] = `Bearer ${request.bearer}`;
  if (request.method === 'POST') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      mode: 'cors',
      credentials: 'omit',
      headers,
      body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('timeout', 'The platform did not answer in time');
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error');
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401) throw new ApiError('auth', 'The platform session has ended', 401);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || !returnFlag(payload)) throw new ApiError('http', failureOf(payload, response.status).message, response.status);
  return validate(payload, schema);
}

/** What a call may need besides its input: its path's parameters, a way to give up, a longer wait (uploads). */
export type AskOptions = { params?: Readonly<Record<string, string>>; signal?: AbortSignal; timeoutMs?: number };

/**
 * The body a call is sent with: its input (JSON), or a multipart form of fields and files. A text field of the
 * contract also takes a number (the server reads it as its text), so ids and counts travel as the spec shows them.
 */
type Body<I> = { [K in keyof I]: I[K] extends string | undefined ? I[K] | number : I[K] } | FormData;

/** Sends a call of the contract (common/api) and hands back the raw payload, for replies that carry more than a message. */
export async function askRaw<I, R>(call: Call<I, R>, input: Body<I>, options: AskOptions = {}): Promise<unknown> {
  const timeout = options.timeoutMs ?? (input instanceof FormData ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  return send(call.method, pathOf(call, options.params), call.method === 'GET' ? undefined : input, timeout, options.signal);
}

/** A call answered as a Reply: `return: true` checked against the call's reply schema, `return: false` a Failure. */
export async function ask<I, R>(call: Call<I, R>, input: Body<I>, options: AskOptions = {}): Promise<Reply<R>> {
  return askAs(call, input, (call.reply ?? EmptyReply) as Struct<R, unknown>, options);
}

/** A call whose reply is one of several shapes (its `action` chooses): checked against the one this input asks for. */
export async function askAs<I, R, T>(call: Call<I, R>, input: Body<I>, reply: Struct<T, unknown>, options: AskOptions = {}): Promise<Reply<T>> {
  const payload = await askRaw(call, input, options);
  return returnFlag(payload) ? { ok: true, value: validate(payload, reply) } : failureOf(payload);
}

/** A stored first answer (an outcome call's `reply`) read as the call's own reply would be. */
export function storedReply<T>(payload: unknown, reply: Struct<T, unknown>): Reply<T> {
  return returnFlag(payload) ? { ok: true, value: validate(payload, reply) } : failureOf(payload);
}

/** A call where only success matters to the caller: a Failure becomes an ApiError. */
export async function askOrThrow<I, R>(call: Call<I, R>, input: Body<I>, options: AskOptions = {}): Promise<R> {
  const reply = await ask(call, input, options);
  if (!reply.ok) throw new ApiError('http', reply.message, undefined, reply.code);
  return reply.value;
}
