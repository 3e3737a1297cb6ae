import { array, enums, number, string, type, type Infer } from 'superstruct';
import { postOrThrow } from './http';

const Signal = type({ id: string(), symbol: string(), direction: enums(['call', 'put']), expires: number() });
const SignalsReply = type({ signals: array(Signal) });

export type TradingSignal = Infer<typeof Signal>;

/** POST /api/signals — the trading signals due now for the signed-in trader. */
export async function fetchSignals(signal?: AbortSignal): Promise<TradingSignal[]> {
  return (await postOrThrow('/api/signals', {}, SignalsReply, signal)).signals;
}
