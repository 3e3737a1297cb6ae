import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunksFetchable, loadWhenFetchable } from '@/lib/whenFetchable';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser as far as the helper sees it: the connection, the controlling worker, and window's events. */
function stubBrowser({ onLine, controlled }: { onLine: boolean; controlled: boolean }): EventTarget {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', { onLine, serviceWorker: { controller: controlled ? {} : null } });
  return window;
}

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenFetchable', () => {
  it('imports at once online', async () => {
    stubBrowser({ onLine: true, controlled: false });
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(loadWhenFetchable(load)()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  it('imports at once offline when the service worker (with its precache) controls the page', async () => {
    stubBrowser({ onLine: false, controlled: true });
    expect(chunksFetchable()).toBe(true);
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(loadWhenFetchable(load)()).resolves.toBe('chunk');
  });

  it('offline without a worker, waits for the connection instead of failing for the page’s life', async () => {
    const window = stubBrowser({ onLine: false, controlled: false });
    expect(chunksFetchable()).toBe(false);
    const load = vi.fn(() => Promise.resolve('chunk'));
    const loaded = loadWhenFetchable(load)();
    await settled();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  it('an environment without service workers counts only the connection', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(chunksFetchable()).toBe(false);
  });
});
