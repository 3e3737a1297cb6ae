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
