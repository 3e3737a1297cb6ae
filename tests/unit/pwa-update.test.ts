import { describe, expect, it, vi } from 'vitest';
import { wireUpdates, type UpdateSource } from '@/app/pwa/updateFlow';
import { announceUpdate, pendingUpdate, subscribeToUpdate } from '@/app/pwa/updateStore';
import { parsePageMessage } from '../../sw/routes';

/**
 * A registration with a new version installed and waiting, standing in for workbox-window's Workbox: the page's
 * SKIP_WAITING goes to the waiting worker, which reads it with the service worker's own parser, activates, and
 * (like Workbox on controllerchange) reports 'controlling' with isUpdate.
 */
function waitingRegistration() {
  const listeners = { waiting: [] as ((event: { isUpdate?: boolean }) => void)[], controlling: [] as ((event: { isUpdate?: boolean }) => void)[] };
  const worker = {
    state: 'installed' as 'installed' | 'activated',
    received: [] as unknown[],
    postMessage(data: unknown) {
      this.received.push(data);
      if (parsePageMessage(data)?.type !== 'SKIP_WAITING') return;
      // skipWaiting() → activate → clients.claim(): the page gets a new controller, asynchronously.
      queueMicrotask(() => {
        worker.state = 'activated';
        for (const listener of listeners.controlling) listener({ isUpdate: true });
      });
    },
  };
  const source: UpdateSource = {
    addEventListener: (type, listener) => void listeners[type].push(listener),
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker, not a window: no target origin
    messageSkipWaiting: () => worker.postMessage({ type: 'SKIP_WAITING' }),
  };
  return {
    source,
    worker,
    installed: () => listeners.waiting.forEach((listener) => listener({ isUpdate: true })),
    firstInstallClaims: () => listeners.controlling.forEach((listener) => listener({ isUpdate: false })),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('update ready → reload on the user’s word', () => {
  it('announces a waiting version to the prompt and reloads only after the user accepts', async () => {
    const registration = waitingRegistration();
    const reload = vi.fn();
    const promptSaw = vi.fn();
    const unsubscribe = subscribeToUpdate(promptSaw);
    wireUpdates(registration.source, announceUpdate, reload);

    registration.installed();
    expect(promptSaw).toHaveBeenCalledTimes(1);
    const accept = pendingUpdate();
    expect(accept).not.toBeNull();
    await settle();
    // Nothing happens until the user says so: the waiting worker heard nothing, the page stays.
    expect(registration.worker.received).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    accept?.(); // the prompt's Reload button
    expect(registration.worker.received).toEqual([{ type: 'SKIP_WAITING' }]);
    await settle();
    expect(registration.worker.state).toBe('activated');
    expect(reload).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a second click while the worker activates sends nothing more and reloads once', async () => {
    const registration = waitingRegistration();
    const reload = vi.fn();
    const offered: (() => void)[] = [];
    wireUpdates(registration.source, (apply) => offered.push(apply), reload);
    registration.installed();
    expect(offered).toHaveLength(1);
    offered[0]?.();
    offered[0]?.();
    await settle();
    expect(registration.worker.received).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the first install taking control does not reload the page', async () => {
    const registration = waitingRegistration();
    const reload = vi.fn();
    wireUpdates(registration.source, vi.fn(), reload);
    registration.firstInstallClaims();
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});
