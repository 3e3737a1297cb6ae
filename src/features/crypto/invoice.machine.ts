/*
 * The crypto invoice flow (spec §4, §9) as a pure machine: wt (waiting) → su (paid) | ex (expired). A waiting
 * invoice is checked every 60 s; when its one-hour countdown ends it is checked once more; su and ex are final
 * and stop the checks (the ETH page polls only while wt — the rule every coin follows here). `unknown` is final
 * too: a check answered not_found (the server lost it, e.g. after a reset), so asking again is pointless. Effects
 * are data: the poller and the page run them.
 */
import { INVOICE_CHECK_INTERVAL_MS, type Coin } from '@common/coins';

export type InvoiceStatus = 'wt' | 'su' | 'ex' | 'unknown';
/** The statuses the server answers with. */
export type AnsweredStatus = Exclude<InvoiceStatus, 'unknown'>;

export type InvoiceState = {
  coin: Coin;
  status: InvoiceStatus;
  /** Local ms the countdown reaches zero. */
  deadline: number;
  /** Local ms of the last answer from the server. */
  checkedAt: number;
  /** The one check at the countdown's end has been asked for. */
  finalCheck: boolean;
};

export type InvoiceEvent =
  /** A check (or the pay call) answered: status plus the server's expires/now, and the local time of the answer. */
  | { type: 'answered'; status: AnsweredStatus; expires: number; serverNow: number; at: number }
  /** Time passed (a poller run or a page tick). */
  | { type: 'tick'; at: number }
  /** A check answered not_found: the server does not know this invoice. */
  | { type: 'gone'; at: number }
  /** A check failed for this invoice alone (a refusal, a malformed reply): try again a full interval later. */
  | { type: 'failed'; at: number };

export type InvoiceEffect = { type: 'check' } | { type: 'finished'; status: 'su' | 'ex' };

export type Transition = { state: InvoiceState; effects: InvoiceEffect[] };

export function isFinal(status: InvoiceStatus): status is 'su' | 'ex' | 'unknown' {
  return status === 'su' || status === 'ex' || status === 'unknown';
}

/** Spec §4: polling runs only while the invoice waits. */
export function shouldPoll(state: Pick<InvoiceState, 'status'>): boolean {
  return state.status === 'wt';
}

export function remainingMs(state: Pick<InvoiceState, 'deadline'>, now: number): number {
  return Math.max(0, state.deadline - now);
}

export function initialState(coin: Coin, answer: { status: AnsweredStatus; expires: number; serverNow: number }, at: number): InvoiceState {
  return { coin, status: answer.status, deadline: at + Math.max(0, answer.expires - answer.serverNow), checkedAt: at, finalCheck: false };
}

export function invoiceReducer(state: InvoiceState, event: InvoiceEvent): Transition {
  switch (event.type) {
    case 'answered': {
      // A final status never goes back: a late answer cannot reopen a paid or expired invoice.
      if (isFinal(state.status)) return { state, effects: [] };
      const deadline = event.at + Math.max(0, event.expires - event.serverNow);
      const next: InvoiceState = { ...state, status: event.status, deadline, checkedAt: event.at };
      return { state: next, effects: event.status === 'wt' ? [] : [{ type: 'finished', status: event.status }] };
    }
    case 'gone':
      return isFinal(state.status) ? { state, effects: [] } : { state: { ...state, status: 'unknown', checkedAt: event.at }, effects: [] };
    case 'failed':
      return shouldPoll(state) ? { state: { ...state, checkedAt: event.at }, effects: [] } : { state, effects: [] };
    case 'tick': {
      if (!shouldPoll(state)) return { state, effects: [] };
      if (event.at >= state.deadline && !state.finalCheck) {
        // The countdown ended: check once, whenever the last regular check was.
        return { state: { ...state, finalCheck: true }, effects: [{ type: 'check' }] };
      }
      // Still waiting after that check (the answer raced the server's own expiry): keep the 60 s rhythm.
      return event.at - state.checkedAt >= INVOICE_CHECK_INTERVAL_MS ? { state, effects: [{ type: 'check' }] } : { state, effects: [] };
    }
  }
}

/** "59:07" for the countdown (minutes may exceed 59 only if the server grants more than an hour). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
