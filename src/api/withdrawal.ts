import { array, is } from 'superstruct';
import { ask, askOrThrow, storedReply, type Reply } from './http';
import { FinalReply, Pending, type CaseAnswer, type FinalAnswer, type PendingWithdrawal } from '@common/api/withdrawal';
import {
  confirmWithdrawal,
  finalWithdrawal,
  pendingWithdrawals,
  rejectWithdrawal as rejectCall,
  resendWithdrawalCode as resendCall,
  withdrawalCase,
  withdrawalOpened,
  withdrawalOutcome,
  withdrawalTabOpened,
} from '@common/api/withdrawal.calls';
export type { CaseAnswer, ConfirmChannel, FinalAnswer, PendingWithdrawal } from '@common/api/withdrawal';

/* Spec §7 Withdrawal (server/API.md "Withdrawal"): the case of a request, the final request, pending, cancel. */

export type WithdrawalRequest = { amount: string; method: string; wallet: string; fixed: boolean; currency: string };


/** POST /api/withdrawal: which case 1–5 the request falls under; nothing is reserved yet. */
export function askWithdrawalCase(request: WithdrawalRequest): Promise<Reply<CaseAnswer>> {
  return ask(withdrawalCase, { ...request, alt: '' });
}


function readFinal(payload: unknown): Reply<FinalAnswer> {
  return storedReply(payload, FinalReply);
}

/** POST /api/withdrawal/final under an idempotency key: the request is made and its amount reserved. */
export async function finalizeWithdrawal(request: WithdrawalRequest & { idempotency_key: string; is_bonus: boolean }): Promise<Reply<FinalAnswer>> {
  return ask(finalWithdrawal, { ...request, is_fixed: request.fixed, proc: request.method });
}


/**
 * A request to a new destination confirmed by its code (the authenticator's, or the mailed one): its money moves now.
 * Answered like the final request (a refusal in the server's words, `field: 'code'` for the code).
 */
export function confirmWithdrawalCode(id: number, code: string): Promise<Reply<FinalAnswer>> {
  return ask(confirmWithdrawal, { id: String(id), code });
}

/** Mails a new code for a request waiting for one (earlier codes end). */
export function resendWithdrawalCode(id: number): Promise<Reply<{ message: string }>> {
  return ask(resendCall, { id: String(id) });
}

/** What became of a final request whose answer was lost; null = the server never saw it. */
export async function askWithdrawalOutcome(key: string): Promise<Reply<FinalAnswer> | null> {
  const answer = await askOrThrow(withdrawalOutcome, { idempotency_key: key });
  return answer.known ? readFinal(answer.reply) : null;
}


export async function fetchPendingWithdrawals(signal?: AbortSignal): Promise<PendingWithdrawal[]> {
  return (await askOrThrow(pendingWithdrawals, {}, { signal })).pending;
}

/** Cancels a pending withdrawal; the server returns its amount once. */
export function rejectWithdrawal(id: number): Promise<Reply<{ message: string }>> {
  return ask(rejectCall, { id: String(id) });
}

/** Spec §7 triggers: wd when the page opens, wdr {method} when a method's tab opens. */
export function withdrawalTrigger(name: 'wd' | 'wdr', method?: string): Promise<unknown> {
  return (name === 'wd' ? ask(withdrawalOpened, {}) : ask(withdrawalTabOpened, { method })).catch(() => undefined);
}

/** A stored copy of the pending list, or null when it has another shape (written by an older build). */
export function parsePendingList(value: unknown): PendingWithdrawal[] | null {
  return is(value, array(Pending)) ? value : null;
}
