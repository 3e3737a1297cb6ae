import type { PendingRequest } from '@/db/pendingRequest';

/*
 * One money request (crypto or wallet deposit, withdrawal, tip, affiliate transfer: ARCHITECTURE.md §5) as a pure
 * machine: the idempotency key is stored before its request leaves; an answer clears it; a lost answer (network
 * failure, a reload mid-request) asks the server what became of the key before anything new may start. Effects
 * are data; usePayment runs them.
 */

/** A key on disk with what it was for: a retry of the same request reuses the key, a changed one gets a new key. */
export type Pending = PendingRequest;

export type PaymentState =
  /** Nothing under way; `pending` is a key the server never saw that may be sent again (crypto invoices only). */
  | { phase: 'idle'; pending: Pending | null }
  | { phase: 'sending'; pending: Pending }
  /** The answer was lost: asking the server for the key's outcome. */
  | { phase: 'checking'; pending: Pending }
  /** The outcome could not be asked (offline): nothing new starts until it is known. */
  | { phase: 'unsure'; pending: Pending };

export type PaymentEvent =
  /** The key found on disk when the form opens (a reload mid-request). */
  | { type: 'restore'; pending: Pending | null }
  | { type: 'submit'; signature: string; newKey: string }
  /** The server answered the request (approved, declined or a field problem): the key is spent. */
  | { type: 'answered' }
  | { type: 'networkFailed' }
  | { type: 'outcomeKnown' }
  /** The server never saw the key. `reusable`: the same key may go again (an invoice); else it is burnt. */
  | { type: 'outcomeUnknown'; reusable: boolean }
  | { type: 'askFailed' }
  /** Back online (or a click) while unsure: ask again. */
  | { type: 'recheck' };

export type PaymentEffect =
  | { type: 'store'; pending: Pending }
  | { type: 'clear' }
  | { type: 'send'; key: string }
  | { type: 'ask'; key: string };

export type Step = { state: PaymentState; effects: PaymentEffect[] };

export const initialPayment: PaymentState = { phase: 'idle', pending: null };

/** Submitting is allowed only when nothing is in flight and no earlier key is unresolved. */
export function canSubmit(state: PaymentState): boolean {
  return state.phase === 'idle';
}

export function reducePayment(state: PaymentState, event: PaymentEvent): Step {
  const same: Step = { state, effects: [] };
  switch (event.type) {
    case 'restore':
      if (state.phase !== 'idle' || state.pending || !event.pending) return same;
      return { state: { phase: 'checking', pending: event.pending }, effects: [{ type: 'ask', key: event.pending.key }] };
    case 'submit': {
      if (state.phase !== 'idle') return same;
      const pending = state.pending?.signature === event.signature ? state.pending : { key: event.newKey, signature: event.signature };
      return { state: { phase: 'sending', pending }, effects: [{ type: 'store', pending }, { type: 'send', key: pending.key }] };
    }
    case 'answered':
      return state.phase === 'sending' ? { state: initialPayment, effects: [{ type: 'clear' }] } : same;
    case 'networkFailed':
      return state.phase === 'sending' ? { state: { phase: 'checking', pending: state.pending }, effects: [{ type: 'ask', key: state.pending.key }] } : same;
    case 'outcomeKnown':
      return state.phase === 'checking' ? { state: initialPayment, effects: [{ type: 'clear' }] } : same;
    case 'outcomeUnknown':
      if (state.phase !== 'checking') return same;
      return event.reusable ? { state: { phase: 'idle', pending: state.pending }, effects: [] } : { state: initialPayment, effects: [{ type: 'clear' }] };
    case 'askFailed':
      return state.phase === 'checking' ? { state: { phase: 'unsure', pending: state.pending }, effects: [] } : same;
    case 'recheck':
      return state.phase === 'unsure' ? { state: { phase: 'checking', pending: state.pending }, effects: [{ type: 'ask', key: state.pending.key }] } : same;
  }
}
