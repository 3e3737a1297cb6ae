import type { CaseAnswer, ConfirmChannel, FinalAnswer, WithdrawalRequest } from '@/api/withdrawal';
import { needsConfirmation } from '@common/withdrawal';

/*
 * One withdrawal (spec §4) as a pure machine: the form asks the server which case 1–5 it falls under; cases 1–3 wait
 * for the trader to confirm in a dialog, 4 and 5 go on at once to the final request (sent by the money runner with
 * its idempotency key); need_auth ends the session. A request to a destination the trader was never paid to comes
 * back `unconfirmed`: it holds no money until its code (the authenticator's, or one mailed now) is typed in the code
 * dialog — which a waiting request in the pending list also opens. Effects are data; the screen runs them.
 */

/** A request waiting for its code: which one, how the code comes, and what the server said of it. */
export type Waiting = { id: number; confirmBy: ConfirmChannel; message: string };

export type WithdrawalState =
  | { phase: 'editing' }
  | { phase: 'asking'; request: WithdrawalRequest }
  | { phase: 'confirming'; request: WithdrawalRequest; answer: CaseAnswer }
  | { phase: 'finalizing'; request: WithdrawalRequest; answer: CaseAnswer }
  | { phase: 'code'; waiting: Waiting; error: string | null; info: string | null }
  | { phase: 'verifying'; waiting: Waiting }
  | { phase: 'done'; answer: FinalAnswer }
  | { phase: 'refused'; message: string; field: 'amount' | 'wallet' | null };

export type WithdrawalEvent =
  | { type: 'submit'; request: WithdrawalRequest }
  | { type: 'caseAnswered'; answer: CaseAnswer }
  | { type: 'refused'; message: string; field?: string }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'finalAnswered'; answer: FinalAnswer }
  /** A request of the pending list that waits for its code: the code dialog opens for it. */
  | { type: 'enterCode'; waiting: Waiting }
  | { type: 'codeSubmitted'; code: string }
  | { type: 'codeAnswered'; answer: FinalAnswer }
  | { type: 'codeRefused'; message: string }
  | { type: 'resend' }
  /** The new code's mail went out (`ok`), or the server said why not. */
  | { type: 'resent'; ok: boolean; message: string }
  /** The form changed after an answer: back to editing. */
  | { type: 'edit' };

export type WithdrawalEffect =
  | { type: 'askCase'; request: WithdrawalRequest }
  | { type: 'finalize'; request: WithdrawalRequest; answer: CaseAnswer }
  | { type: 'confirmCode'; id: number; code: string }
  | { type: 'resendCode'; id: number }
  | { type: 'endSession' }
  | { type: 'refreshPending' };

export type Step = { state: WithdrawalState; effects: WithdrawalEffect[] };

export const initialWithdrawal: WithdrawalState = { phase: 'editing' };

const fieldOf = (field: string | undefined): 'amount' | 'wallet' | null => (field === 'amount' || field === 'wallet' ? field : null);

/** The final answer of a request to a new destination, as the code dialog needs it; null for a pending one. */
function waitingOf(answer: FinalAnswer): Waiting | null {
  return answer.status === 'unconfirmed' && answer.id !== undefined && answer.confirm_by !== undefined ? { id: answer.id, confirmBy: answer.confirm_by, message: answer.message } : null;
}

export function reduceWithdrawal(state: WithdrawalState, event: WithdrawalEvent): Step {
  const same: Step = { state, effects: [] };
  switch (event.type) {
    case 'submit':
      if (!canSend(state)) return same;
      return { state: { phase: 'asking', request: event.request }, effects: [{ type: 'askCase', request: event.request }] };
    case 'caseAnswered': {
      if (state.phase !== 'asking') return same;
      if (event.answer.need_auth) return { state: initialWithdrawal, effects: [{ type: 'endSession' }] };
      if (needsConfirmation(event.answer.case)) return { state: { phase: 'confirming', request: state.request, answer: event.answer }, effects: [] };
      return { state: { phase: 'finalizing', request: state.request, answer: event.answer }, effects: [{ type: 'finalize', request: state.request, answer: event.answer }] };
    }
    case 'refused':
      if (state.phase !== 'asking' && state.phase !== 'finalizing') return same;
      return { state: { phase: 'refused', message: event.message, field: fieldOf(event.field) }, effects: [] };
    case 'confirm':
      if (state.phase !== 'confirming') return same;
      return { state: { phase: 'finalizing', request: state.request, answer: state.answer }, effects: [{ type: 'finalize', request: state.request, answer: state.answer }] };
    case 'dismiss':
      // A request closed while it waits for its code stays in the pending list, to be confirmed from there.
      if (state.phase === 'code') return { state: initialWithdrawal, effects: [{ type: 'refreshPending' }] };
      return state.phase === 'confirming' || state.phase === 'done' || state.phase === 'refused' ? { state: initialWithdrawal, effects: [] } : same;
    case 'finalAnswered': {
      if (state.phase !== 'finalizing') return same;
      const waiting = waitingOf(event.answer);
      if (waiting) return { state: { phase: 'code', waiting, error: null, info: null }, effects: [{ type: 'refreshPending' }] };
      return { state: { phase: 'done', answer: event.answer }, effects: [{ type: 'refreshPending' }] };
    }
    case 'enterCode':
      return canSend(state) ? { state: { phase: 'code', waiting: event.waiting, error: null, info: null }, effects: [] } : same;
    case 'codeSubmitted':
      if (state.phase !== 'code') return same;
      return { state: { phase: 'verifying', waiting: state.waiting }, effects: [{ type: 'confirmCode', id: state.waiting.id, code: event.code }] };
    case 'codeAnswered':
      return state.phase === 'verifying' ? { state: { phase: 'done', answer: event.answer }, effects: [{ type: 'refreshPending' }] } : same;
    case 'codeRefused':
      return state.phase === 'verifying' ? { state: { phase: 'code', waiting: state.waiting, error: event.message, info: null }, effects: [] } : same;
    case 'resend':
      if (state.phase !== 'code' || state.waiting.confirmBy !== 'mail') return same;
      return { state: { ...state, error: null, info: null }, effects: [{ type: 'resendCode', id: state.waiting.id }] };
    case 'resent':
      if (state.phase !== 'code') return same;
      return { state: { ...state, info: event.ok ? event.message : null, error: event.ok ? null : event.message }, effects: [] };
    case 'edit':
      return state.phase === 'refused' ? { state: initialWithdrawal, effects: [] } : same;
  }
}

/** The form may be sent: nothing is under way and no dialog is open. */
export function canSend(state: WithdrawalState): boolean {
  return state.phase === 'editing' || state.phase === 'refused' || state.phase === 'done';
}
