// Logout wipe of the service worker's user caches (ARCHITECTURE §5). The page deletes them itself, so the
// wipe holds offline and without a controller, and also asks the worker, which drops the caches' expiration
// metadata too. A worker that does not answer within the timeout does not hold logout up.
import { isUserCache } from '../../../sw/routes';
import type { PageToWorkerMessage, WorkerToPageMessage } from '../../../sw/routes';

export const WORKER_REPLY_TIMEOUT_MS = 2000;

type CacheStore = Pick<CacheStorage, 'keys' | 'delete'>;
type MessageTarget = { postMessage(message: PageToWorkerMessage, transfer: Transferable[]): void };

export type ClearUserCachesDeps = {
  caches: CacheStore | null;
  /** The worker controlling (or active for) this page, if any. */
  worker: () => Promise<MessageTarget | null>;
  timeoutMs: number;
};

export async function deleteUserCaches(store: CacheStore | null): Promise<void> {
  if (store === null) return;
  const names = await store.keys();
  await Promise.all(names.filter(isUserCache).map((name) => store.delete(name)));
}

/** Resolves when the worker confirms, or after timeoutMs: either way the page's own delete already ran. */
export function askWorkerToClear(worker: MessageTarget, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (): void => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    channel.port1.addEventListener('message', (event: MessageEvent<WorkerToPageMessage>) => {
      if (event.data?.type === 'USER_CACHES_CLEARED') finish();
    });
    channel.port1.start();
    const message: PageToWorkerMessage = { type: 'CLEAR_USER_CACHES' };
    worker.postMessage(message, [channel.port2]);
  });
}

async function currentWorker(): Promise<MessageTarget | null> {
  if (!('serviceWorker' in navigator)) return null;
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ?? null;
}

function browserDeps(): ClearUserCachesDeps {
  return {
    caches: typeof caches === 'undefined' ? null : caches,
    worker: currentWorker,
    timeoutMs: WORKER_REPLY_TIMEOUT_MS,
  };
}

export async function clearUserCaches(deps: ClearUserCachesDeps = browserDeps()): Promise<void> {
  const viaWorker = async (): Promise<void> => {
    const worker = await deps.worker();
    if (worker !== null) await askWorkerToClear(worker, deps.timeoutMs);
  };
  const results = await Promise.allSettled([deleteUserCaches(deps.caches), viaWorker()]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('clearUserCaches:', result.reason);
  }
}
