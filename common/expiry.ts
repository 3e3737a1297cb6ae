/*
 * When a binary option expires: after a duration (30 s to 5 min), or at a clock mark — the next few whole 5-minute
 * marks ("10:15"), as IQ Option, Pocket Option and Olymp Trade offer beside durations. One copy for the host, which
 * validates and settles them (server/platform/trading.ts), and the platform page's ticket, which offers them. Pure:
 * times are Unix seconds or milliseconds on the server's clock (the page reads it from the quote stream, so a browser
 * whose clock is off still offers the marks the host accepts).
 */

/** The durations the ticket offers, in seconds. */
export const DURATIONS_S = [30, 60, 120, 180, 300] as const;
export type DurationS = (typeof DURATIONS_S)[number];

/** Clock marks fall on whole multiples of this (5 minutes). */
export const MARK_STEP_S = 300;
/** How many marks are offered. */
export const MARK_COUNT = 4;
/**
 * A mark closer than this is not offered (nor accepted): a trade on it would be shorter than a minute, below the
 * shortest duration's band and too close for the trader to read what they bought.
 */
export const MARK_MIN_LEAD_S = 60;

export type Expiry = { kind: 'duration'; seconds: DurationS } | { kind: 'mark'; at: number };

const isDuration = (value: number): value is DurationS => DURATIONS_S.some((allowed) => allowed === value);

/** The marks open at `nowMs` (server clock): the next MARK_COUNT multiples of 5 minutes at least a minute ahead. */
export function expiryMarks(nowMs: number): number[] {
  const earliest = Math.floor(nowMs / 1000) + MARK_MIN_LEAD_S;
  const first = Math.ceil(earliest / MARK_STEP_S) * MARK_STEP_S;
  return Array.from({ length: MARK_COUNT }, (_, i) => first + i * MARK_STEP_S);
}

/**
 * The marks a ticket may offer at `nowMs` when its order reaches the host up to `marginMs` later: those open both now
 * and then, so a mark picked at the last moment is not refused for the second the request spent on the way.
 */
export function offeredMarks(nowMs: number, marginMs: number): number[] {
  const later = new Set(expiryMarks(nowMs + marginMs));
  return expiryMarks(nowMs).filter((mark) => later.has(mark));
}

const WHOLE = /^\d{1,12}$/;

/**
 * The expiry a ticket asks for: `expiry` a duration in seconds, or `expiryAt` a mark in Unix seconds (exactly one of
 * the two). A mark must be one expiryMarks offers at `nowMs`; anything else is null (refused).
 */
export function parseExpiry(fields: { expiry: string; expiryAt: string }, nowMs: number): Expiry | null {
  const duration = fields.expiry.trim();
  const mark = fields.expiryAt.trim();
  if (duration !== '' && mark !== '') return null;
  if (duration !== '') {
    const seconds = WHOLE.test(duration) ? Number(duration) : NaN;
    return isDuration(seconds) ? { kind: 'duration', seconds } : null;
  }
  if (!WHOLE.test(mark)) return null;
  const at = Number(mark);
  return expiryMarks(nowMs).includes(at) ? { kind: 'mark', at } : null;
}

/** When a trade opened at `openMs` with this expiry closes (ms). */
export function expiryTimeMs(expiry: Expiry, openMs: number): number {
  switch (expiry.kind) {
    case 'duration':
      return openMs + expiry.seconds * 1000;
    case 'mark':
      return expiry.at * 1000;
  }
}

/**
 * The payout band of an expiry (common/payout.ts prices it): 30 s is short; a minute and more, and every clock mark
 * (at least a minute away), is standard. Decided by what was chosen, never by the seconds left, so the rate the
 * ticket shows cannot change under the trader's finger as the clock runs.
 */
export type ExpiryBand = 'short' | 'standard';

export function expiryBand(expiry: Expiry): ExpiryBand {
  switch (expiry.kind) {
    case 'duration':
      return expiry.seconds < 60 ? 'short' : 'standard';
    case 'mark':
      return 'standard';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as the countdown prints them: "0:27", "4:05", "1:02:03" for a far mark. */
export function clockLeft(seconds: number): string {
  const left = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const rest = left % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
