// Spec §5 "Report date range: end must not precede start, else the end field shakes and clears after 1 s."

export const RANGE_CLEAR_DELAY_MS = 1_000;

export type RangeVerdict = 'ok' | 'end-before-start';

/** Dates as the date inputs give them (YYYY-MM-DD, '' when empty); an open end or start is always fine. */
export function checkDateRange(start: string, end: string): RangeVerdict {
  if (start === '' || end === '') return 'ok';
  return end < start ? 'end-before-start' : 'ok';
}

/** The spec's DateFrom/DateTo in ms: the start of the first day and the last millisecond of the last day (local). */
function dayToMs(day: string, endOfDay: boolean): number | undefined {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return undefined;
  const time = endOfDay ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return Number.isNaN(time.getTime()) ? undefined : time.getTime();
}

export function rangeToMs(start: string, end: string): { DateFrom?: number; DateTo?: number } {
  const range: { DateFrom?: number; DateTo?: number } = {};
  const from = start === '' ? undefined : dayToMs(start, false);
  const to = end === '' ? undefined : dayToMs(end, true);
  if (from !== undefined) range.DateFrom = from;
  if (to !== undefined) range.DateTo = to;
  return range;
}
