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
/** How a request to a new destination is confirmed: the authenticator's code (two-factor on) or a code sent by mail. */
export const ConfirmBy = union([literal('totp'), literal('mail')]);
export type ConfirmChannel = Infer<typeof ConfirmBy>;
/**
 * The request made: `pending` (its amount reserved), or `unconfirmed` — a destination the trader was never paid to,
 * holding no money until the code `confirm_by` names comes to /api/withdrawal/confirm with its `id`.
 */
export const FinalReply = type({
  status: union([literal('pending'), literal('unconfirmed')]),
  message: string(),
  id: optional(number()),
  confirm_by: optional(ConfirmBy),
  bonus_message: optional(string()),
  bonus_cancelled: optional(boolean()),
  bonus_cancelled_amount: optional(string()),
});
export type FinalAnswer = Infer<typeof FinalReply>;
/** A request waiting: for the back office, or (`confirm_by` set) for its code. */
export const Pending = type({ transactionId: number(), amount: string(), currency: string(), method: string(), wallet: string(), created: number(), confirm_by: optional(ConfirmBy) });
export type PendingWithdrawal = Infer<typeof Pending>;
export const PendingList = type({ pending: array(Pending) });

