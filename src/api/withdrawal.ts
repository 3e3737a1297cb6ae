import { array, boolean, is, literal, number, optional, string, type, type Infer, union } from 'superstruct';
import { failureOf, post, postOrThrow, returnFlag, validate, type Reply } from './http';

/* Spec §7 Withdrawal (server/API.md "Withdrawal"): the case of a request, the final request, pending, cancel. */

export type WithdrawalRequest = { amount: string; method: string; wallet: string; fixed: boolean; currency: string };

const CaseReply = type({
  case: union([literal(1), literal(2), literal(3), literal(4), literal(5)]),
  need_auth: boolean(),
  current_turnover: string(),
  need_turnover: string(),
  bonus: string(),
  card_return: string(),
  currency: string(),
});
export type CaseAnswer = Infer<typeof CaseReply>;

/** POST /api/withdrawal: which case 1–5 the request falls under; nothing is reserved yet. */
export function askWithdrawalCase(request: WithdrawalRequest): Promise<Reply<CaseAnswer>> {
  return post('/api/withdrawal', { ...request, alt: '' }, CaseReply);
}

const FinalReply = type({ status: literal('pending'), message: string(), bonus_message: optional(string()), bonus_cancelled: optional(boolean()), bonus_cancelled_amount: optional(string()) });
export type FinalAnswer = Infer<typeof FinalReply>;

function readFinal(payload: unknown): Reply<FinalAnswer> {
  return returnFlag(payload) ? { ok: true, value: validate(payload, FinalReply) } : failureOf(payload);
}

/** POST /api/withdrawal/final under an idempotency key: the request is made and its amount reserved. */
export async function finalizeWithdrawal(request: WithdrawalRequest & { idempotency_key: string; is_bonus: boolean }): Promise<Reply<FinalAnswer>> {
  return post('/api/withdrawal/final', { ...request, is_fixed: request.fixed, proc: request.method }, FinalReply);
}

const OutcomeReply = union([type({ known: literal(false) }), type({ known: literal(true), reply: type({}) })]);

/** What became of a final request whose answer was lost; null = the server never saw it. */
export async function askWithdrawalOutcome(key: string): Promise<Reply<FinalAnswer> | null> {
  const answer = await postOrThrow('/api/withdrawal/outcome', { idempotency_key: key }, OutcomeReply);
  return answer.known ? readFinal(answer.reply) : null;
}

const Pending = type({ transactionId: number(), amount: string(), currency: string(), method: string(), wallet: string(), created: number() });
export type PendingWithdrawal = Infer<typeof Pending>;
const PendingList = type({ pending: array(Pending) });

export async function fetchPendingWithdrawals(signal?: AbortSignal): Promise<PendingWithdrawal[]> {
  return (await postOrThrow('/api/us/pending', {}, PendingList, signal)).pending;
}

/** Cancels a pending withdrawal; the server returns its amount once. */
export function rejectWithdrawal(id: number): Promise<Reply<{ message: string }>> {
  return post('/api/us/reject', { id: String(id) }, type({ message: string() }));
}

/** Spec §7 triggers: wd when the page opens, wdr {method} when a method's tab opens. */
export function withdrawalTrigger(name: 'wd' | 'wdr', method?: string): Promise<unknown> {
  return post(`/api/triggers/${name}`, method === undefined ? {} : { method }, type({})).catch(() => undefined);
}

/** A stored copy of the pending list, or null when it has another shape (written by an older build). */
export function parsePendingList(value: unknown): PendingWithdrawal[] | null {
  return is(value, array(Pending)) ? value : null;
}
