import type { HistoryTransaction, ReportOrder } from '@/api/history';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Rows read back from Dexie are checked before use: an older build may have stored another shape. */
export function isOrder(value: unknown): value is ReportOrder {
  return isRecord(value) && typeof value['id'] === 'number' && typeof value['symbol'] === 'string' && typeof value['openTime'] === 'number';
}

export function isTransaction(value: unknown): value is HistoryTransaction {
  return isRecord(value) && typeof value['id'] === 'number' && typeof value['trType'] === 'string' && typeof value['executed'] === 'number';
}
