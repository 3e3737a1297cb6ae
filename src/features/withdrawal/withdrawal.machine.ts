import type { CaseAnswer, FinalAnswer, WithdrawalRequest } from '@/api/withdrawal';
import { needsConfirmation } from '@common/withdrawal';

/*
 * One withdrawal (spec §4) as a pure machine: the form asks the server which case 1–5 it falls under; cases 1–3 wait
 * for the trader to confirm in a dialog, 4 and 5 go on at once to the final request (sent by the money runner with
 * its idempotency key); need_auth ends the session. Effects are data; the screen runs them.
 */

export type WithdrawalState =
  | { phase: 'editing' }
  | { phase: 'asking'; request: WithdrawalRequest }
  | { phase: 'confirming'; request: WithdrawalRequest; answer: CaseAnswer }
  | { phase: 'finalizing'; request: WithdrawalRequest; answer: CaseAnswer }
  | { phase: 'done'; answer: FinalAnswer }
  | { phase: 'refused'; message: string; field: 'amount' | 'wallet' | null };

export type WithdrawalEvent =
  | { type: 'submit'; request: WithdrawalRequest }
  | { type: 'caseAnswered'; answer: CaseAnswer }
  | { type: 'refused'; message: string; field?: string }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'finalAnswered'; answer: FinalAnswer }
  /** The form changed after an answer: back to editing. */
  | { type: 'edit' };

export type WithdrawalEffect =
  | { type: 'askCase'; request: WithdrawalRequest }
  | { type: 'finalize'; request: WithdrawalRequest; answer: CaseAnswer }
  | { type: 'endSession' }
  | { type: 'refreshPending' };

export type Step = { state: WithdrawalState; effects: WithdrawalEffect[] };

export const initialWithdrawal: WithdrawalState = { phase: 'editing' };

const fieldOf = (field: string | undefined): 'amount' | 'wallet' | null => (field === 'amount' || field === 'wallet' ? field : null);

export function reduceWithdrawal(state: WithdrawalState, event: WithdrawalEvent): Step {
  const same: Step = { state, effects: [] };
  switch (event.type) {
    case 'submit':
      if (state.phase === 'asking' || state.phase === 'finalizing' || state.phase === 'confirming') return same;
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
      return state.phase === 'confirming' || state.phase === 'done' || state.phase === 'refused' ? { state: initialWithdrawal, effects: [] } : same;
    case 'finalAnswered':
      return state.phase === 'finalizing' ? { state: { phase: 'done', answer: event.answer }, effects: [{ type: 'refreshPending' }] } : same;
    case 'edit':
      return state.phase === 'refused' ? { state: initialWithdrawal, effects: [] } : same;
  }
}

/** The form may be sent: nothing is under way and no confirmation is open. */
export function canSend(state: WithdrawalState): boolean {
  return state.phase === 'editing' || state.phase === 'refused' || state.phase === 'done';
}
