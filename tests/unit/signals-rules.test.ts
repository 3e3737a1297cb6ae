import { describe, expect, it } from 'vitest';
import { localDay, nextSignal, secondsLeft, shouldShowSignal, SIGNAL_COUNTDOWN_S, SIGNALS_FIRST_DELAY_MS, SIGNALS_INTERVAL_MS } from '@/features/signals/rules';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('signals: once per day per id (spec §4)', () => {
  it('shows a signal never shown, or last shown on another day', () => {
    expect(shouldShowSignal(undefined, '2026-03-10')).toBe(true);
    expect(shouldShowSignal('2026-03-09', '2026-03-10')).toBe(true);
    expect(shouldShowSignal('2026-03-10', '2026-03-10')).toBe(false);
  });

  it('uses the local calendar day', () => {
    expect(localDay(at(2026, 3, 10, 0))).toBe('2026-03-10');
    expect(localDay(at(2026, 3, 10, 23))).toBe('2026-03-10');
    expect(localDay(at(2026, 12, 31, 23) + 3_600_000)).toBe('2027-01-01');
  });

  it('picks the first signal still valid and not shown today', () => {
    const now = at(2026, 3, 10);
    const signals = [
      { id: 'expired', expires: now - 1 },
      { id: 'seen', expires: now + 60_000 },
      { id: 'fresh', expires: now + 60_000 },
      { id: 'later', expires: now + 60_000 },
    ];
    const seen = new Map([['seen', '2026-03-10']]);
    expect(nextSignal(signals, seen, now)?.id).toBe('fresh');
    expect(nextSignal(signals, new Map([...seen, ['fresh', '2026-03-10'], ['later', '2026-03-10']]), now)).toBeNull();
    // The next day the same ids show again.
    expect(nextSignal([{ id: 'seen', expires: at(2026, 3, 12) }], seen, at(2026, 3, 11))?.id).toBe('seen');
  });

  it('counts 60 s down, then 0', () => {
    expect(SIGNAL_COUNTDOWN_S).toBe(60);
    expect(secondsLeft(1_000, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 1_999)).toBe(60);
    expect(secondsLeft(1_000, 2_000)).toBe(59);
    expect(secondsLeft(1_000, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 500_000)).toBe(0);
  });

  it('polls every 300 s, the first after 5 s (spec §9)', () => {
    expect(SIGNALS_INTERVAL_MS).toBe(300_000);
    expect(SIGNALS_FIRST_DELAY_MS).toBe(5_000);
  });
});
