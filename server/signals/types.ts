// The signals seam: the issuer asks a SignalSource which assets' rule fired on the bar that closed last; server/app.ts
// picks the source (the platform's own quotes today). No source: no market signals, only explicit sandbox ones.

export type SignalCandidate = {
  readonly symbol: string;
  readonly direction: 'call' | 'put';
  /** ms since the epoch: the close of the bar the rule fired on. */
  readonly barTime: number;
  readonly reason: { readonly fast: number; readonly slow: number; readonly rsi: number };
};

export type SignalSource = {
  /** The rule's hits on the last bar closed at or before `now`, one per asset at most. */
  candidates(now: Date): Promise<SignalCandidate[]>;
};
