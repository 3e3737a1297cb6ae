import type { CascadeState } from './cascade.types';

/** Spec §5: Entropay's PIN/cvv needs at least 3 characters ('Please fill cvv!'). */
export const ENTRO_CVV_MIN = 3;

export function entroCvvValid(pin: string): boolean {
  return pin.trim().length >= ENTRO_CVV_MIN;
}

type Declined = Extract<CascadeState, { phase: 'declined' }>;

export type DeclinedCopy = {
  title: 'declined.title' | 'declined.network_title';
  /** The line under the message: why the cascade stopped, in words that match what happened. */
  note: 'declined.exhausted' | 'declined.network' | null;
};

/**
 * What the payment-declined modal says. A network failure whose key the server then reported unseen is not a
 * decline: the trader learns the attempt was checked and charged nothing, not that every provider refused the card.
 */
export function declinedCopy(state: Declined): DeclinedCopy {
  if (state.code === 'network') return { title: 'declined.network_title', note: 'declined.network' };
  return { title: 'declined.title', note: state.exhausted ? 'declined.exhausted' : null };
}

type Away = Extract<CascadeState, { phase: 'awayChoice' }>;

export type AwayCopy = {
  title: 'deposit.away_title' | 'deposit.fallback_title' | 'deposit.fallback_title_others';
  text: 'deposit.away_text' | 'deposit.fallback_text' | 'deposit.fallback_text_next';
  go: 'deposit.away_continue' | 'deposit.fallback_continue';
};

/**
 * What the note before the processor's page says. Back from that page: the payment waits there. Sent on by the
 * cascade: it says a provider did not take the card only because one did — the tried list belongs to this card
 * (another card starts the cascade afresh) — and says "first" and "second" only while that is what they were.
 */
export function awayCopy(state: Away): AwayCopy {
  if (state.why === 'back') return { title: 'deposit.away_title', text: 'deposit.away_text', go: 'deposit.away_continue' };
  const declinedBefore = state.tried.filter((name) => name !== state.attempt.processor).length;
  return declinedBefore <= 1
    ? { title: 'deposit.fallback_title', text: 'deposit.fallback_text', go: 'deposit.fallback_continue' }
    : { title: 'deposit.fallback_title_others', text: 'deposit.fallback_text_next', go: 'deposit.fallback_continue' };
}
