import { array, is } from 'superstruct';
import { failureOf, post, postOrThrow, returnFlag, validate, type Reply } from './http';
import { CaseReply, FinalReply, Pending, PendingList, type CaseAnswer, type FinalAnswer, type PendingWithdrawal } from '@common/api/withdrawal';
import { KnownOutcome } from '@common/api/route';
import { EmptyReply, MessageReply } from '@common/api/route';
export type { CaseAnswer, ConfirmChannel, FinalAnswer, PendingWithdrawal } from '@common/api/withdrawal';

/* Spec §7 Withdrawal (server/API.md "Withdrawal"): the case of a request, the final request, pending, cancel. */

export type WithdrawalRequest = { amount: string; method: string; wallet: string; fixed: boolean; currency: string };


/** POST /api/withdrawal: which case 1–5 the request falls under; nothing is reserved yet. */
export function askWithdrawalCase(request: WithdrawalRequest): Promise<Reply<CaseAnswer>> {
  return post('/api/withdrawal', { ...request, alt: '' }, CaseReply);
}


function readFinal(payload: unknown): Reply<FinalAnswer> {
  return returnFlag(payload) ? { ok: true, value: validate(payload, FinalReply) } : failureOf(payload);
}

/** POST /api/withdrawal/final under an idempotency key: the request is made and its amount reserved. */
export async function finalizeWithdrawal(request: WithdrawalRequest & { idempotency_key: string; is_bonus: boolean }): Promise<Reply<FinalAnswer>> {
  return post('/api/withdrawal/final', { ...request, is_fixed: request.fixed, proc: request.method }, FinalReply);
}


/**
 * A request to a new destination confirmed by its code (the authenticator's, or the mailed one): its money moves now.
 * Answered like the final request (a refusal in the server's words, `field: 'code'` for the code).
 */
export function confirmWithdrawalCode(id: number, code: string): Promise<Reply<FinalAnswer>> {
  return post('/api/withdrawal/confirm', { id: String(id), code }, FinalReply);
}

/** Mails a new code for a request waiting for one (earlier codes end). */
export function resendWithdrawalCode(id: number): Promise<Reply<{ message: string }>> {
  return post('/api/withdrawal/resend', { id: String(id) }, MessageReply);
}

/** What became of a final request whose answer was lost; null = the server never saw it. */
export async function askWithdrawalOutcome(key: string): Promise<Reply<FinalAnswer> | null> {
  const answer = await postOrThrow('/api/withdrawal/outcome', { idempotency_key: key }, KnownOutcome);
  return answer.known ? readFinal(answer.reply) : null;
}


export async function fetchPendingWithdrawals(signal?: AbortSignal): Promise<PendingWithdrawal[]> {
  return (await postOrThrow('/api/us/pending', {}, PendingList, signal)).pending;
}

/** Cancels a pending withdrawal; the server returns its amount once. */
export function rejectWithdrawal(id: number): Promise<Reply<{ message: string }>> {
  return post('/api/us/reject', { id: String(id) }, MessageReply);
}

/** Spec §7 triggers: wd when the page opens, wdr {method} when a method's tab opens. */
export function withdrawalTrigger(name: 'wd' | 'wdr', method?: string): Promise<unknown> {
  return post(`/api/triggers/${name}`, method === undefined ? {} : { method }, EmptyReply).catch(() => undefined);
}

/** A stored copy of the pending list, or null when it has another shape (written by an older build). */
export function parsePendingList(value: unknown): PendingWithdrawal[] | null {
  return is(value, array(Pending)) ? value : null;
}
