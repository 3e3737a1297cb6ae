import type { ExternalToast } from 'sonner';
import { whenChunksFetchable } from '@/lib/whenFetchable';

/**
 * Raise a toast without putting sonner in the caller's chunk: the library loads on first use (the lazily mounted
 * <Toaster /> has usually loaded it already). Same calls as sonner's `toast` for what the app uses.
 */
type Message = Parameters<typeof import('sonner').toast>[0];

let sonner: Promise<typeof import('sonner')> | null = null;
const raisedListeners = new Set<() => void>();

// Offline on a page no worker serves yet, a toast waits for the connection (as the <Toaster /> does): a failed
// import would fail every later toast of the page too.
function load(): Promise<typeof import('sonner')> {
  if (sonner) return sonner;
  sonner = whenChunksFetchable().then(() => import('sonner'));
  for (const listener of raisedListeners) listener();
  return sonner;
}

/**
 * Whether this page has raised a toast: the app's <Toaster /> mounts on the first one, not on every load of a screen
 * (sonner hands a toast raised before its Toaster subscribed to it when it does). For useSyncExternalStore.
 */
export const toastRaised = (): boolean => sonner !== null;

export function subscribeToastRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

function show(message: Message, options?: ExternalToast): void {
  void load().then(({ toast }) => toast(message, options));
}

export const toast = Object.assign(show, {
  success: (message: Message, options?: ExternalToast) => void load().then(({ toast }) => toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void load().then(({ toast }) => toast.error(message, options)),
  info: (message: Message, options?: ExternalToast) => void load().then(({ toast }) => toast.info(message, options)),
  dismiss: (id?: string | number) => void load().then(({ toast }) => toast.dismiss(id)),
});
