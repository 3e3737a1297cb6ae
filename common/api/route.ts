import { literal, string, type, union, validate, type Struct } from 'superstruct';

// One call of the wire contract: its method and path (Hono's `:param` form), what its body may hold and what its
// success reply looks like. The server checks bodies against `input` before a handler runs; the client checks
// replies against `reply`; server/API.md documents each call and a test holds the three together.

export type Method = 'GET' | 'POST';

/** A value checked against a schema, without its type: what the route table keeps of each call. */
export type Checked = { ok: true; value: unknown } | { ok: false; field: string };
export type Check = (value: unknown) => Checked;

export type Call<I = unknown, R = unknown> = {
  readonly method: Method;
  readonly path: string;
  /** Why a stranger may call it (no session needed); null: only a signed-in trader may. */
  readonly public: string | null;
  /** The body's fields (POST) or null: nothing is read. Unknown fields are ignored, never an error. */
  readonly input: Struct<I, unknown> | null;
  /** The success reply's shape, where the client reads one; null for pages, redirects, streams and files. */
  readonly reply: Struct<R, unknown> | null;
  /** `input` and `reply` as plain checks (input coerced: a number sent for text becomes text). */
  readonly checkInput: Check | null;
  readonly checkReply: Check | null;
};

/** The checked body of a call, for a handler written apart from its registration. */
export type InputOf<C> = C extends { readonly input: Struct<infer I, unknown> | null } ? I : never;

/** A call as the route table holds it, whatever its types. */
export type CallEntry = Pick<Call, 'method' | 'path' | 'public' | 'checkInput' | 'checkReply'> & {
  readonly hasReply: boolean;
  /** The body fields the input schema names (what API.md may document). */
  readonly inputFields: readonly string[];
};

export const NO_INPUT = type({});

/** A success that carries nothing but `return: true`. */
export const EmptyReply = type({});

/** A success the trader is told about in the server's words. */
export const MessageReply = type({ message: string() });

/** What the outcome call of a keyed request answers: the server never saw the key, or here is its stored reply. */
export const KnownOutcome = union([type({ known: literal(false) }), type({ known: literal(true), reply: type({}) })]);

function checker<T>(schema: Struct<T, unknown>, coerce: boolean): Check {
  return (value) => {
    const [error, checked] = validate(value, schema, { coerce });
    if (!error) return { ok: true, value: checked };
    const [first] = error.failures();
    return { ok: false, field: String(first?.path[0] ?? '') };
  };
}

function fieldsOf(schema: unknown): string[] {
  return typeof schema === 'object' && schema !== null ? Object.keys(schema) : [];
}

/** What a call may say of itself besides its shape: `public`, why a stranger may call it. */
export type CallOptions = { public?: string };

export function call<I, R>(method: Method, path: string, input: Struct<I, unknown> | null, reply: Struct<R, unknown> | null = null, options: CallOptions = {}): Call<I, R> & CallEntry {
  return {
    method, path, public: options.public ?? null, input, reply,
    checkInput: input && checker(input, true),
    checkReply: reply && checker(reply, false),
    hasReply: reply !== null,
    inputFields: input ? fieldsOf(input.schema) : [],
  };
}

/** `/api/:coin{btc|eth}/pay` → a RegExp: a parameter matches its `{regex}` when it has one, else one path segment. */
export function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+(?:\{([^}]*)\})?/g, (_whole, only?: string) => (only ? `(?:${only})` : '[^/]+'))}$`);
}

/** The path a call is sent to: each `:name` (or `:name{regex}`) parameter replaced by its value, encoded. */
export function pathOf(call: Pick<Call, 'path'>, params: Readonly<Record<string, string>> = {}): string {
  return call.path.replace(/:(\w+)(?:\{[^}]*\})?/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
