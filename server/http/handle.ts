import type { Context, Hono } from 'hono';
import type { Call } from '../../common/api/route.ts';
import type { Lang } from '../i18n.ts';
import { readFields } from './body.ts';
import type { AppEnv, SessionState } from './env.ts';
import { errorReply } from './errors.ts';
import { ok } from './reply.ts';
import { sessionUserId } from './session.ts';
import { isRefusal, type Refusal } from '../lib/refusal.ts';

/*
 * A route is one call of the contract (common/api) and one handler: the handler gets the call's checked input (the
 * body passed the call's schema before it runs: server/http/input.ts), the trader and the language, asks one service
 * and answers the reply the call's schema describes — or a refusal. The path, the method and whether a session is
 * needed come from the call, never from the route module.
 */

export { type Refusal, refuse } from '../lib/refusal.ts';

/** The session names a trader who is gone (the account was removed under it): 401, as without a session. */
export function signedOut(c: Context): Response {
  return errorReply(c, 401, 'auth');
}

/** What a handler answers: the reply (sent with `return: true`), a refusal, or a response of its own (a file, a redirect). */
export type Answer<R> = R | Refusal | Response;

export type Asked<I> = {
  readonly input: I;
  readonly lang: Lang;
  /** For what only the request knows (cookies, the client's address, headers): not for building the reply. */
  readonly c: Context<AppEnv>;
};

export type AskedBy<I> = Asked<I> & { readonly userId: number };

function reply<R>(c: Context<AppEnv>, call: Call<unknown, R>, answer: Answer<R>): Response {
  if (answer instanceof Response) return answer;
  if (isRefusal(answer)) {
    const { message, code, field, status = 200, extra = {}, headers = {} } = answer;
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.json({ return: false, ...(code ? { code } : {}), ...(field ? { field } : {}), message, ...extra }, status);
  }
  if (call.reply) return ok(c, call.reply as never, answer as never);
  return c.json({ return: true, ...(answer as object) });
}

async function inputOf<I>(c: Context<AppEnv>): Promise<I> {
  // The checked body (server/http/input.ts); a call that reads nothing (a GET) gets {}. A POST body no schema could
  // check (malformed JSON, an array) is refused by readFields with the 400 every route has always answered it.
  const checked = c.get('input');
  if (checked !== undefined) return checked as I;
  return (c.req.method === 'POST' ? await readFields(c) : {}) as I;
}

function register<I, R>(app: Hono<AppEnv>, call: Call<I, R>, run: (c: Context<AppEnv>) => Promise<Answer<R>>): void {
  const route = async (c: Context<AppEnv>) => reply(c, call as Call<unknown, R>, await run(c));
  if (call.method === 'GET') app.get(call.path, route);
  else app.post(call.path, route);
}

/** Registers the handler of a call that needs a signed-in trader (the auth middleware has refused everyone else). */
export function handle<I, R>(app: Hono<AppEnv>, call: Call<I, R>, handler: (asked: AskedBy<I>) => Promise<Answer<NoInfer<R>>>): void {
  if (call.public !== null) throw new Error(`${call.method} ${call.path} is public: register it with handlePublic`);
  register(app, call, async (c) => handler({ input: await inputOf<I>(c), lang: c.var.lang, c, userId: sessionUserId(c) }));
}

/** Registers the handler of a public call (the contract says why a stranger may call it); the session, when there is one. */
export function handlePublic<I, R>(app: Hono<AppEnv>, call: Call<I, R>, handler: (asked: Asked<I> & { readonly session: SessionState | null }) => Promise<Answer<NoInfer<R>>>): void {
  if (call.public === null) throw new Error(`${call.method} ${call.path} needs a session: register it with handle`);
  register(app, call, async (c) => handler({ input: await inputOf<I>(c), lang: c.var.lang, c, session: c.var.session }));
}
