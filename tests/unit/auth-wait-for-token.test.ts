import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForToken } from '@/features/auth/waitForToken';
import { resolvedFlag } from './waiting';

describe('waitForToken (spec §4: wait up to 5 s for a captcha token, then proceed)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at once when the token is already there', async () => {
    const getToken = vi.fn(() => 'tok');
    await expect(waitForToken(getToken, { timeoutMs: 5000, pollMs: 100 })).resolves.toBe('tok');
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('polls until the token appears', async () => {
    let token: string | null = null;
    setTimeout(() => {
      token = 'late';
    }, 1250);
    const result = waitForToken(() => token, { timeoutMs: 5000, pollMs: 100 });
    await vi.advanceTimersByTimeAsync(1200);
    const settled = resolvedFlag(result);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('late');
  });

  it('gives up with null after the timeout, not before', async () => {
    const getToken = vi.fn((): string | null => null);
    let outcome: string | null | undefined;
    void waitForToken(getToken, { timeoutMs: 5000, pollMs: 250 }).then((value) => {
      outcome = value;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeNull();
    expect(getToken.mock.calls.length).toBeGreaterThanOrEqual(20);
    expect(getToken.mock.calls.length).toBeLessThanOrEqual(22);
  });

  it('treats an empty string as no token yet', async () => {
    const values = ['', undefined, 'ok'];
    const result = waitForToken(() => values.shift(), { timeoutMs: 5000, pollMs: 10 });
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBe('ok');
  });
});
