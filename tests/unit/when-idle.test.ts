import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, whenIdle, whenIdleAfterFrame } from '@/lib/whenIdle';

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

/** Animation frames run one at a time, when the test says a frame is produced. */
function stubFrames() {
  let next = 1;
  const pending = new Map<number, () => void>();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    pending.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  const frame = () => {
    const due = [...pending];
    pending.clear();
    for (const [, callback] of due) callback();
  };
  return { frame, pending };
}

describe('afterPaint', () => {
  it('runs at the second frame (the first one painted), once', () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const run = vi.fn();
    afterPaint(run);
    frame();
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after its fallback time on a page that paints no frames (hidden)', () => {
    vi.useFakeTimers();
    stubFrames();
    const run = vi.fn();
    afterPaint(run, 1000);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const run = vi.fn();
    const cancel = afterPaint(run);
    frame();
    cancel();
    frame();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('whenIdleAfterFrame', () => {
  it('waits for the paint, then for idle time', () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const idle = vi.fn((callback: () => void, _options: { timeout: number }) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const run = vi.fn();
    whenIdleAfterFrame(run, 3000);
    frame();
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
  });
});
