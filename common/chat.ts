// The chat and its tips (spec §1 chat and tips, §2 trading page chat panel and live chat, §9 chat delays and tip
// rules): what client and reference server both apply. Pure TS.

/** The hosts who run the trading room (a small fixed cast; a real chat service would name its own). */
export const HOSTS = [
  { id: 'anna', name: 'Anna' },
  { id: 'mark', name: 'Mark' },
  { id: 'lena', name: 'Lena' },
] as const;
export type HostId = (typeof HOSTS)[number]['id'];

export function hostById(id: string): (typeof HOSTS)[number] | null {
  return HOSTS.find((host) => host.id === id) ?? null;
}

/** Spec §9: the panel opens 1 s after the trading page, the last-host greeting comes after 4 s. */
export const CHAT_OPEN_DELAY_MS = 1_000;
export const LAST_HOST_DELAY_MS = 4_000;

/** Spec §9: a tip above 40 needs a confirmation naming the amount; a confirmed tip leaves 3 s later (cancellable). */
export const TIP_CONFIRM_ABOVE = 40;
export const TIP_DELAY_MS = 3_000;

/** The trading room everyone signed in shares with the hosts. */
export const TRADING_ROOM = 'trading';
/** A live-chat conversation with support: one per trader (u{id}) or per anonymous guest (a{id}). */
export const liveRoom = (kind: 'u' | 'a', id: string) => `live:${kind}${id}`;
export const ANON_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const MESSAGE_MAX = 500;
/** Per sender: at most this many messages in the window (a chat, not a firehose). */
export const MESSAGE_BUDGET = { limit: 8, windowMs: 10_000 } as const;

/** What is wrong with a message, or null: 1 to 500 characters, no control characters but the newline. */
export function messageProblem(text: string): 'empty' | 'too_long' | 'invalid' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MESSAGE_MAX) return 'too_long';
  // oxlint-disable-next-line no-control-regex -- exactly what is refused
  if (/[\u0000-\u0009\u000B-\u001F\u007F]/.test(trimmed)) return 'invalid';
  return null;
}

export type TipStep = { kind: 'invalid' } | { kind: 'confirm' } | { kind: 'send' };

/**
 * A tip is a whole number of account currency units, at least 1 (and under the tip bound of common/limits.ts);
 * above TIP_CONFIRM_ABOVE the trader confirms first (spec §9).
 */
export function tipStep(raw: string, max: number): TipStep {
  const text = raw.trim();
  if (!/^\d{1,7}$/.test(text)) return { kind: 'invalid' };
  const value = Number(text);
  if (value < 1 || value > max) return { kind: 'invalid' };
  return value > TIP_CONFIRM_ABOVE ? { kind: 'confirm' } : { kind: 'send' };
}
