import type { ContentfulStatusCode } from 'hono/utils/http-status';

/*
 * A business "no" in the trader's words: `{ return:false, message, code?, field? }` with its status (200 unless
 * said), plus what it carries. Services answer it beside their reply; server/http/handle.ts sends it.
 */
export type Refusal = {
  readonly refused: true;
  readonly message: string;
  readonly code?: string;
  readonly field?: string;
  readonly status?: ContentfulStatusCode;
  readonly extra?: Readonly<Record<string, unknown>>;
  /** Response headers that belong to this "no" (a 429's Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;
};

export function refuse(message: string, options: Omit<Refusal, 'refused' | 'message'> = {}): Refusal {
  return { refused: true, message, ...options };
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;

type Wire = { readonly return?: unknown; readonly message?: unknown; readonly code?: unknown; readonly field?: unknown };

/**
 * An answer already in the wire's words (`{ return, message?, code?, … }`: a stored first answer, a processor-shaped
 * card reply) as a handler's answer: its fields on success, else the refusal it states with everything it carries.
 */
export function fromWire<T extends Wire>(wire: T): Omit<T, 'return'> | Refusal {
  const { return: accepted, message, code, field, ...rest } = wire;
  if (accepted !== false) {
    const { return: _said, ...fields } = wire;
    return fields;
  }
  return refuse(typeof message === 'string' ? message : '', {
    ...(typeof code === 'string' && code !== '' ? { code } : {}),
    ...(typeof field === 'string' && field !== '' ? { field } : {}),
    extra: rest,
  });
}
