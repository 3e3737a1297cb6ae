/*
 * Pop-ups the server opens without the trader asking — an offer, the weekend tournament, a trade signal — and the
 * rules both sides read. The client opens one at a time, never over a money form or while the trader types, and
 * only after the trader's first interaction with the page; the server says whether a pop-up may be shown at all and
 * records it once shown, so it is not shown again on another tab, reload or device.
 */

/** A brand-new account's first minutes belong to the guided first deposit: no pop-up but that. */
export const NEW_ACCOUNT_QUIET_MS = 10 * 60_000;

export function isNewAccount(registeredAt: number, now: number): boolean {
  return now - registeredAt < NEW_ACCOUNT_QUIET_MS;
}

/** The pop-ups the server records by key (an offer is recorded by its own answer). */
export type PopupKind = 'signal' | 'tourney_weekend';

const KEY = /^(signal|tourney_weekend):[\w.:-]{1,80}$/;

export function popupKey(kind: PopupKind, id: string): string {
  return `${kind}:${id}`;
}

export function popupKindOf(key: string): PopupKind | null {
  const match = KEY.exec(key);
  const kind = match?.[1];
  return kind === 'signal' || kind === 'tourney_weekend' ? kind : null;
}
