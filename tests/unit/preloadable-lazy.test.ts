import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '@/lib/preloadableLazy';

function Screen() {
  return null;
}

// React.lazy's own resolution step (what a render calls): returns the component, or throws what to wait for.
type LazyInternals = { _init: (payload: unknown) => unknown; _payload: unknown };
const resolveLazy = (component: unknown): unknown => {
  const { _init, _payload } = component as LazyInternals;
  return _init(_payload);
};

describe('preloadableLazy', () => {
  it('renders a preloaded module in the same pass: React.lazy resolves it without suspending', async () => {
    const { Component, preload } = preloadableLazy(() => Promise.resolve({ default: Screen }));
    await preload();
    expect(resolveLazy(Component)).toBe(Screen);
  });

  it('suspends (throws the pending load) when the module has not arrived, and loads it once', async () => {
    let loads = 0;
    const { Component, preload } = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Screen });
    });
    let thrown: unknown;
    try {
      resolveLazy(Component);
    } catch (pending) {
      thrown = pending;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    await preload();
    expect(loads).toBe(1);
    expect(resolveLazy(Component)).toBe(Screen);
  });

  it('tries again after a failed preload', async () => {
    let attempt = 0;
    const { preload } = preloadableLazy(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen })));
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Screen });
  });
});
