import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { postOrThrow } from './http';

// `reason`: why the market rule issued it, in the X-Lang language ("SMA 5 crossed above SMA 20, RSI 58"); null for a
// signal issued by hand.
const Signal = type({ id: string(), symbol: string(), direction: enums(['call', 'put']), expires: number(), reason: optional(nullable(string())) });
const SignalsReply = type({ signals: array(Signal) });

export type TradingSignal = Infer<typeof Signal>;

/** POST /api/signals — the trading signals due now for the signed-in trader. */
export async function fetchSignals(signal?: AbortSignal): Promise<TradingSignal[]> {
  return (await postOrThrow('/api/signals', {}, SignalsReply, signal)).signals;
}
