import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDateRange, createRangeRule, RANGE_CLEAR_DELAY_MS, rangeToMs } from '@/lib/dateRange';

describe('report date range (spec §5)', () => {
  it('refuses an end before the start', () => {
    expect(checkDateRange('2026-03-10', '2026-03-09')).toBe('end-before-start');
    expect(checkDateRange('2026-03-10', '2025-12-31')).toBe('end-before-start');
  });

  it('accepts the same day, a later end, and open ends', () => {
    expect(checkDateRange('2026-03-10', '2026-03-10')).toBe('ok');
    expect(checkDateRange('2026-03-10', '2026-03-11')).toBe('ok');
    expect(checkDateRange('', '2026-03-11')).toBe('ok');
    expect(checkDateRange('2026-03-10', '')).toBe('ok');
  });

  it('clears the end field after one second', () => {
    expect(RANGE_CLEAR_DELAY_MS).toBe(1_000);
  });
});

describe('the date range rule in time (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an end before the start shakes at once, stays shown for 1 s, then is cleared and the shake stops', () => {
    const rule = createRangeRule();
    const heard = vi.fn();
    rule.subscribe(heard);
    rule.setStart('2026-03-10');
    rule.setEnd('2026-03-01');
    expect(rule.get()).toMatchObject({ start: '2026-03-10', end: '2026-03-01', shake: true });

    vi.advanceTimersByTime(999);
    expect(rule.get()).toMatchObject({ start: '2026-03-10', end: '2026-03-01', shake: true });
    vi.advanceTimersByTime(1);
    expect(rule.get()).toMatchObject({ start: '2026-03-10', end: '', shake: false });
    expect(heard).toHaveBeenCalledTimes(3);
    // Nothing else is pending.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a later start that passes the end shakes the end too', () => {
    const rule = createRangeRule();
    rule.setEnd('2026-03-05');
    rule.setStart('2026-03-01');
    expect(rule.get().shake).toBe(false);
    rule.setStart('2026-03-09');
    expect(rule.get()).toMatchObject({ start: '2026-03-09', end: '2026-03-05', shake: true });
    vi.advanceTimersByTime(RANGE_CLEAR_DELAY_MS);
    expect(rule.get()).toMatchObject({ start: '2026-03-09', end: '', shake: false });
  });

  it('a corrected end within the second stays; another wrong one gets its own full second', () => {
    const rule = createRangeRule();
    rule.setStart('2026-03-10');
    rule.setEnd('2026-03-01');
    vi.advanceTimersByTime(600);
    rule.setEnd('2026-03-12');
    expect(rule.get()).toMatchObject({ start: '2026-03-10', end: '2026-03-12', shake: false });
    vi.advanceTimersByTime(5_000);
    expect(rule.get().end).toBe('2026-03-12');

    rule.setEnd('2026-03-02');
    vi.advanceTimersByTime(700);
    rule.setEnd('2026-03-03');
    vi.advanceTimersByTime(700);
    expect(rule.get()).toMatchObject({ start: '2026-03-10', end: '2026-03-03', shake: true });
    vi.advanceTimersByTime(300);
    expect(rule.get()).toMatchObject({ start: '2026-03-10', end: '', shake: false });
  });

  it('while the end shakes the lists keep filtering by the last valid range (no unfiltered refetch)', () => {
    const rule = createRangeRule();
    rule.setStart('2026-03-01');
    rule.setEnd('2026-03-05');
    const valid = rangeToMs('2026-03-01', '2026-03-05');
    expect(rule.get().bounds).toEqual(valid);
    const bounds: unknown[] = [];
    rule.subscribe(() => bounds.push(rule.get().bounds));

    rule.setStart('2026-03-09');
    expect(rule.get()).toMatchObject({ shake: true, bounds: valid });
    vi.advanceTimersByTime(RANGE_CLEAR_DELAY_MS - 1);
    expect(rule.get().bounds).toEqual(valid);
    // Cleared: the end field is empty now, so the range is the start alone.
    vi.advanceTimersByTime(1);
    expect(rule.get()).toMatchObject({ end: '', shake: false, bounds: rangeToMs('2026-03-09', '') });
    expect(bounds).toEqual([valid, rangeToMs('2026-03-09', '')]);
    // Never an empty (unfiltered) range on the way.
    expect(bounds).not.toContainEqual({});
  });

  it('a disposed rule (the screen closed) clears nothing later', () => {
    const rule = createRangeRule();
    rule.setStart('2026-03-10');
    rule.setEnd('2026-03-01');
    rule.dispose();
    vi.advanceTimersByTime(2_000);
    expect(rule.get().end).toBe('2026-03-01');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends DateFrom/DateTo in ms covering whole local days', () => {
    const { DateFrom, DateTo } = rangeToMs('2026-03-10', '2026-03-10');
    expect(DateFrom).toBe(new Date(2026, 2, 10).getTime());
    expect(DateTo).toBe(new Date(2026, 2, 11).getTime() - 1);
    expect(rangeToMs('', '')).toEqual({});
    expect(rangeToMs('2026-03-10', '')).toEqual({ DateFrom: new Date(2026, 2, 10).getTime() });
  });
});
