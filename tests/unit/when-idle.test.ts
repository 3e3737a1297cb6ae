import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('falls back to a timer where requestIdleCallback is absent (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 3000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('the fallback timer can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run)();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback with the timeout where it exists, and cancels it', () => {
    const request = vi.fn((callback: () => void, _options: { timeout: number }) => {
      callback();
      return 7;
    });
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    whenIdle(run, 3000)();
    expect(run).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
