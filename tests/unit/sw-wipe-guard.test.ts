import { describe, expect, it } from 'vitest';
import type { CacheWillUpdateCallbackParam, PluginState } from 'workbox-core';
import { createWipeGuard } from '../../sw/wipe-guard';

const event = {} as CacheWillUpdateCallbackParam['event'];
const request = new Request('http://localhost/api/pg/trading-main?lang=en');
const response = new Response('<p>page</p>');

async function start(guard: ReturnType<typeof createWipeGuard>): Promise<PluginState> {
  const state: PluginState = {};
  await guard.plugin.handlerWillStart?.({ request, event, state });
  return state;
}

describe('user cache wipe guard', () => {
  it('lets a response in when no wipe happened since its request started', async () => {
    const guard = createWipeGuard();
    const state = await start(guard);
    expect(await guard.plugin.cacheWillUpdate?.({ request, response, event, state })).toBe(response);
  });

  it('drops a response whose request started before a wipe', async () => {
    const guard = createWipeGuard();
    const before = await start(guard);
    guard.wiped();
    expect(await guard.plugin.cacheWillUpdate?.({ request, response, event, state: before })).toBeNull();
    const after = await start(guard);
    expect(await guard.plugin.cacheWillUpdate?.({ request, response, event, state: after })).toBe(response);
  });
});
