import { askOrThrow } from './http';
import type { TradingSignal } from '@common/api/signals';
import { dueSignals } from '@common/api/notifications.calls';
export type { TradingSignal } from '@common/api/signals';

/** POST /api/signals — the trading signals due now for the signed-in trader. */
export async function fetchSignals(signal?: AbortSignal): Promise<TradingSignal[]> {
  return (await askOrThrow(dueSignals, {}, { signal })).signals;
}
