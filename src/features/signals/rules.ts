// Spec §4 "Signals. Shown once per day per id; the countdown is 60 s, then the popup closes." and §9 "Signals
// poll every 300000 ms (first after 5 s)". Pure: the popup and the poller only apply these.

export const SIGNALS_INTERVAL_MS = 300_000;
export const SIGNALS_FIRST_DELAY_MS = 5_000;
export const SIGNAL_COUNTDOWN_S = 60;

export type SignalLike = { id: string; expires: number };

/** The local calendar day of `ms` as YYYY-MM-DD ("per day" is the trader's day, not UTC's). */
const pad = (n: number) => String(n).padStart(2, '0');

export function localDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Once per day per id: shown unless it was already shown on `today`. */
export function shouldShowSignal(lastShownDay: string | undefined, today: string): boolean {
  return lastShownDay !== today;
}

/** The first signal still valid at `now` that has not been shown today, or null. */
export function nextSignal<T extends SignalLike>(signals: readonly T[], seen: ReadonlyMap<string, string>, now: number): T | null {
  const today = localDay(now);
  return signals.find((signal) => signal.expires > now && shouldShowSignal(seen.get(signal.id), today)) ?? null;
}

export type SignalPick<T> = { signal: T; requested: boolean };

/**
 * What the popup opens: the signal the trader asked for (a click on its system notification) while it is still
 * valid, whether or not it was shown today — else the next one by the once-per-day rule.
 */
export function pickSignal<T extends SignalLike>(
  signals: readonly T[],
  seen: ReadonlyMap<string, string>,
  now: number,
  requestedId: string | null,
): SignalPick<T> | null {
  const requested = requestedId === null ? undefined : signals.find((signal) => signal.id === requestedId && signal.expires > now);
  if (requested) return { signal: requested, requested: true };
  const next = nextSignal(signals, seen, now);
  return next ? { signal: next, requested: false } : null;
}

/** Seconds left of the popup's countdown, from when it opened. */
export function secondsLeft(openedAt: number, now: number, total: number = SIGNAL_COUNTDOWN_S): number {
  return Math.max(0, total - Math.floor((now - openedAt) / 1000));
}
