import { array, boolean, literal, number, optional, string, type, union, type Infer } from 'superstruct';

// Withdrawal: the case of a request, the request itself, pending requests (server/withdrawal).

// Replies read by src/api/withdrawal.ts.
export const CaseReply = type({
  case: union([literal(1), literal(2), literal(3), literal(4), literal(5)]),
  need_auth: boolean(),
  /** Identity is not fully verified: the request will wait for documents, whichever case it falls under. */
  documents_needed: boolean(),
  current_turnover: string(),
  need_turnover: string(),
  bonus: string(),
  card_return: string(),
  currency: string(),
});
export type CaseAnswer = Infer<typeof CaseReply>;
export const FinalReply = type({ status: literal('pending'), message: string(), bonus_message: optional(string()), bonus_cancelled: optional(boolean()), bonus_cancelled_amount: optional(string()) });
export type FinalAnswer = Infer<typeof FinalReply>;
export const Pending = type({ transactionId: number(), amount: string(), currency: string(), method: string(), wallet: string(), created: number() });
export type PendingWithdrawal = Infer<typeof Pending>;
export const PendingList = type({ pending: array(Pending) });

