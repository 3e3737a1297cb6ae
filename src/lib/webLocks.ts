/** The slice of `LockManager` the app uses (exclusive locks, waiting with a signal), so tests can supply an in-memory one. */
export interface LockRequester {
  request(
    name: string,
    options: { mode?: 'exclusive'; signal?: AbortSignal },
    callback: (lock: Lock | null) => Promise<void>,
  ): Promise<unknown>;
}

/** `navigator.locks`, or null where the browser lacks Web Locks (older browsers, insecure contexts). */
export function browserLocks(): LockManager | null {
  // Typed as always present by lib.dom.
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}
