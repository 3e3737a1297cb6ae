// Signals the trader asked to see: a click on a signal's system notification makes the service worker post
// OPEN_SIGNAL to the app (src/app/pwa/signalRequests.ts hears it). The request waits here until the popup, which may
// still be loading, takes it. No imports: the trading shell loads this with itself.

type Listener = () => void;

let pending: string | null = null;
const listeners = new Set<Listener>();

export function requestSignal(id: string): void {
  pending = id;
  for (const listener of listeners) listener();
}

/** The waiting request, removed as it is read (one click opens one popup). */
export function takeSignalRequest(): string | null {
  const id = pending;
  pending = null;
  return id;
}

export function onSignalRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
