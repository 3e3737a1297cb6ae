/** Typed transport errors; their own module so screens can tell them apart without loading the fetch wrapper. */

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'auth' | 'csrf';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The reply's `code` when the server answered `return: false` (kind 'http'), e.g. `not_found`. */
  readonly code: string | undefined;
  constructor(kind: ApiErrorKind, message: string, status?: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}
