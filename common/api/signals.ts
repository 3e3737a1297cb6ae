import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';

// Replies read by src/api/signals.ts (server/API.md, section `notifications`).
/** `reason`: why the market rule issued it, in the X-Lang language ("SMA 5 crossed above SMA 20, RSI 58"); null for a signal issued by hand. */
export const Signal = type({ id: string(), symbol: string(), direction: enums(['call', 'put']), expires: number(), reason: optional(nullable(string())) });
export const SignalsReply = type({ signals: array(Signal) });
export type TradingSignal = Infer<typeof Signal>;
