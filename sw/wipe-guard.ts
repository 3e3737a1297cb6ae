// A fragment revalidation that started before a logout and answers after it would recreate the user cache with
// the last trader's page. The guard stamps each request with the wipe generation it started in and lets a
// response into the cache only when no wipe happened since. Free of worker globals, so unit tests run it in Node.
import type { WorkboxPlugin } from 'workbox-core';

export type WipeGuard = {
  /** Workbox plugin for the strategy that fills the user cache. */
  plugin: WorkboxPlugin;
  /** Call when the user caches are wiped. */
  wiped: () => void;
};

export function createWipeGuard(): WipeGuard {
  let generation = 0;
  return {
    plugin: {
      handlerWillStart: async ({ state }) => {
        if (state) state.generation = generation;
      },
      cacheWillUpdate: async ({ response, state }) => (state?.generation === generation ? response : null),
    },
    wiped: () => {
      generation += 1;
    },
  };
}
