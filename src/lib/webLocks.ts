/** `navigator.locks`, or null where the browser lacks Web Locks (older browsers, insecure contexts). */
export function browserLocks(): LockManager | null {
  // Typed as always present by lib.dom.
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}
