import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy with a `preload` that a screen's start calls while its strings load. Once the module has arrived, the
 * lazy component's loader hands it over with a thenable that calls back at once: React.lazy calls `then` and reads
 * the result right after, so the first render uses the module in the same pass. A promise, even a settled one,
 * resolves a microtask later: the first render would suspend, commit the fallback and render the screen again.
 */
export function preloadableLazy<P>(load: () => Promise<Module<P>>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<Module<P>>;
} {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later render tries again (e.g. back online)
        throw error;
      },
    ));
  // Calls back at once; React ignores what `then` returns. A thenable on purpose: only React.lazy receives it.
  // oxlint-disable-next-line unicorn/no-thenable
  const settled = (module: Module<P>) => ({ then: (onFulfilled: (value: Module<P>) => unknown) => void onFulfilled(module) });
  // React.lazy's type asks for a Promise; it only calls `then` on what the loader returns.
  const Component = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<Module<P>>) : preload()));
  return { Component, preload };
}
