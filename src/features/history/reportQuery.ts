import type { ReportFilters } from '@/api/history';

// The positions list's query (spec §3 report filters, §7 /api/us/reports). Pure.

export type PositionFilters = { DateFrom?: number; DateTo?: number; status: string; asset: string };

/**
 * The body of one page: empty filters are left out (the server reads a missing field as "any"), the asset goes as
 * `Sumbol` (sic, the spec's name) in the platform's upper case, and `offset` is how many rows are already shown.
 */
export function reportQuery(filters: PositionFilters, offset: number): ReportFilters {
  const query: ReportFilters = { offset };
  if (filters.DateFrom !== undefined) query.DateFrom = filters.DateFrom;
  if (filters.DateTo !== undefined) query.DateTo = filters.DateTo;
  const status = filters.status.trim();
  if (status !== '') query.Status = status;
  const asset = filters.asset.trim().toUpperCase();
  if (asset !== '') query.Sumbol = asset;
  return query;
}

/** The filters a stored page was loaded with, as the key useLastResults compares (src/features/history/store.ts). */
export function positionDeps(filters: PositionFilters): readonly unknown[] {
  return [filters.DateFrom ?? null, filters.DateTo ?? null, filters.status.trim(), filters.asset.trim().toUpperCase()];
}
