import { describe, expect, it } from 'vitest';
import { formatWinRate, parseReportCopy, reportView } from '@/features/history/reportCopy';

const totals = { overall: [{ currency: 'USD', trades: 3, wins: 2, pnl: '6.00' }], assets: [{ symbol: 'EURUSD', currency: 'USD', trades: 3, wins: 2, pnl: '6.00' }] };
const copy = { filters: '[1,2]', totals };

describe('what the reports screen shows', () => {
  it('waits for Dexie, then shows the copy of the chosen range', () => {
    expect(reportView(undefined, '[1,2]', false)).toEqual({ kind: 'loading' });
    expect(reportView(copy, '[1,2]', false)).toEqual({ kind: 'ready', totals, stale: false, otherFilters: false });
  });

  it('shows a spinner, not the last range’s numbers, while another range loads', () => {
    expect(reportView(copy, '[null,null]', false)).toEqual({ kind: 'loading' });
    expect(reportView(null, '[null,null]', false)).toEqual({ kind: 'loading' });
  });

  it('offline (load failed) shows the copy marked stale, and says when it is of another range; without one, the error', () => {
    expect(reportView(copy, '[1,2]', true)).toEqual({ kind: 'ready', totals, stale: true, otherFilters: false });
    expect(reportView(copy, '[3,4]', true)).toEqual({ kind: 'ready', totals, stale: true, otherFilters: true });
    expect(reportView(null, '[1,2]', true)).toEqual({ kind: 'error' });
  });

  it('takes a stored copy only in today’s shape', () => {
    expect(parseReportCopy(copy)).toEqual(copy);
    expect(parseReportCopy({ filters: '[]', totals: { overall: [{ currency: 'USD', trades: '3' }], assets: [] } })).toBeNull();
    expect(parseReportCopy([{ id: 1 }])).toBeNull();
  });
});

describe('win rate', () => {
  it('is wins over settled trades, at most one decimal, in the language’s style', () => {
    expect(formatWinRate(2, 3, 'en')).toBe('66.7%');
    expect(formatWinRate(1, 2, 'en')).toBe('50%');
    expect(formatWinRate(2, 3, 'ru')).toMatch(/^66,7\s%$/u);
    expect(formatWinRate(0, 4, 'en')).toBe('0%');
  });

  it('is a dash when nothing settled (never NaN%)', () => {
    expect(formatWinRate(0, 0, 'en')).toBe('—');
  });
});
