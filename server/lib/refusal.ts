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
};

export function refuse(message: string, options: Omit<Refusal, 'refused' | 'message'> = {}): Refusal {
  return { refused: true, message, ...options };
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;
