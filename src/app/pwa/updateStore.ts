// Holds "a new service worker version is waiting" for the UI: registerServiceWorker() announces it,
// UpdatePrompt subscribes. A tiny external store so the prompt can mount anywhere (and later than the announce).

export type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(applyUpdate: ApplyUpdate): void {
  pending = applyUpdate;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): ApplyUpdate | null {
  return pending;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
