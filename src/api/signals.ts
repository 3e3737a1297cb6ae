import { postOrThrow } from './http';
import { SignalsReply, type TradingSignal } from '@common/api/signals';
export type { TradingSignal } from '@common/api/signals';

/** POST /api/signals — the trading signals due now for the signed-in trader. */
export async function fetchSignals(signal?: AbortSignal): Promise<TradingSignal[]> {
  return (await postOrThrow('/api/signals', {}, SignalsReply, signal)).signals;
}
