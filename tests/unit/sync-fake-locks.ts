import type { LockRequester } from '@/lib/webLocks';

/**
 * An in-memory Web Locks manager shared by simulated tabs: exclusive locks only, FIFO queue, grants
 * asynchronously, releases when the callback's promise settles, and honours `signal` while queued — the
 * parts of the spec the leader election relies on.
 */
export class FakeLockManager implements LockRequester {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, (() => void)[]>();
  /** How many times a lock was granted, per name. */
  readonly grants = new Map<string, number>();

  request(
    name: string,
    options: { mode?: 'exclusive'; signal?: AbortSignal },
    callback: (lock: Lock | null) => Promise<void>,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const { signal } = options;
      if (signal?.aborted) {
        reject(new DOMException('The request was aborted', 'AbortError'));
        return;
      }
      const onAbort = () => {
        const queue = this.queues.get(name) ?? [];
        const index = queue.indexOf(grant);
        if (index === -1) return; // already granted: aborting no longer matters
        queue.splice(index, 1);
        reject(new DOMException('The request was aborted', 'AbortError'));
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        this.held.add(name);
        this.grants.set(name, (this.grants.get(name) ?? 0) + 1);
        const lock: Lock = { name, mode: 'exclusive' };
        callback(lock)
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            queueMicrotask(() => this.pump(name));
          });
      };
      signal?.addEventListener('abort', onAbort);
      const queue = this.queues.get(name) ?? [];
      queue.push(grant);
      this.queues.set(name, queue);
      // Granted asynchronously, as in a browser.
      queueMicrotask(() => this.pump(name));
    });
  }

  private pump(name: string): void {
    if (this.held.has(name)) return;
    this.queues.get(name)?.shift()?.();
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  waiting(name: string): number {
    return this.queues.get(name)?.length ?? 0;
  }
}
