import { describe, expect, it } from 'vitest';
import { checkDateRange, RANGE_CLEAR_DELAY_MS, rangeToMs } from '@/features/history/dateRange';

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

  it('sends DateFrom/DateTo in ms covering whole local days', () => {
    const { DateFrom, DateTo } = rangeToMs('2026-03-10', '2026-03-10');
    expect(DateFrom).toBe(new Date(2026, 2, 10).getTime());
    expect(DateTo).toBe(new Date(2026, 2, 11).getTime() - 1);
    expect(rangeToMs('', '')).toEqual({});
    expect(rangeToMs('2026-03-10', '')).toEqual({ DateFrom: new Date(2026, 2, 10).getTime() });
  });
});
