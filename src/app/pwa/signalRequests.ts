// The page's side of OPEN_SIGNAL (sw/signal-handlers.ts): a click on a signal's system notification brought this
// window forward; the popup should open on that signal. One message module for both sides (sw/signal-message.ts).
import { parseOpenSignal } from '../../../sw/signal-message';

/** Listens on `container` (navigator.serviceWorker) and calls `open` with each requested signal id. */
export function listenForSignalRequests(container: EventTarget | null | undefined, open: (id: string) => void): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: Event) => {
    const message = parseOpenSignal(event instanceof MessageEvent ? event.data : null);
    if (message) open(message.id);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
