import { is, string, type } from 'superstruct';
import { type ReportTotals, ReportTotalsSchema } from '@/api/history';

// The reports screen's last copy (src/db/lastCopy.ts): the totals with the range they were loaded for, so the
// screen opens offline and says when the copy is of another range. Pure.

export const REPORT_COPY_KEY = 'reports.totals';

export type ReportCopy = { filters: string; totals: ReportTotals };
const CopySchema = type({ filters: string(), totals: ReportTotalsSchema });

/** A stored copy re-checked against today's shape (an older build's counts as none). */
export const parseReportCopy = (value: unknown): ReportCopy | null => (is(value, CopySchema) ? value : null);

export type ReportView =
  | { kind: 'loading' }
  | { kind: 'error' }
  /** stale: the last load failed and this is the copy; otherFilters: the copy is of another range than chosen. */
  | { kind: 'ready'; totals: ReportTotals; stale: boolean; otherFilters: boolean };

/**
 * What the screen shows: the copy of the chosen range; while another range loads, a spinner rather than the old
 * range's numbers; when loading failed, whatever copy there is, marked — or the error when there is none.
 * `copy` is undefined while Dexie is still being read.
 */
export function reportView(copy: ReportCopy | null | undefined, filters: string, failed: boolean): ReportView {
  if (copy === undefined) return { kind: 'loading' };
  const current = copy !== null && copy.filters === filters;
  if (failed) return copy === null ? { kind: 'error' } : { kind: 'ready', totals: copy.totals, stale: true, otherFilters: !current };
  return current ? { kind: 'ready', totals: copy.totals, stale: false, otherFilters: false } : { kind: 'loading' };
}

/** Wins over settled trades as a percentage with at most one decimal ("66.7%", ru "66,7 %"); a dash for none. */
export function formatWinRate(wins: number, trades: number, lang: string): string {
  if (trades <= 0) return '—';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(wins / trades);
}
