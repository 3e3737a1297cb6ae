import { array, boolean, literal, number, optional, string, type, union, type Infer } from 'superstruct';
import { KnownOutcome, MessageReply, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';

// Withdrawal: the case of a request, the request itself, pending requests (server/withdrawal).

export const WithdrawalInput = type({ amount: amount(), method: text(40), wallet: text(200), fixed: flag(), alt: text(40), currency: text(8) });
export const FinalWithdrawalInput = type({
  amount: amount(), method: text(40), proc: text(40), wallet: text(200), fixed: flag(), is_fixed: flag(), is_bonus: flag(),
  currency: text(8), alt: text(40), idempotency_key: key(),
});

// Replies read by src/api/withdrawal.ts.
export const CaseReply = type({
  case: union([literal(1), literal(2), literal(3), literal(4), literal(5)]),
  need_auth: boolean(),
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

export const withdrawalCalls = [
  call('POST', '/api/withdrawal', WithdrawalInput, CaseReply),
  call('POST', '/api/withdrawal/final', FinalWithdrawalInput, FinalReply),
  call('POST', '/api/withdrawal/outcome', type({ idempotency_key: key() }), KnownOutcome),
  call('POST', '/api/us/pending', NO_INPUT, PendingList),
  call('POST', '/api/us/reject', type({ id: id() }), MessageReply),
  call('POST', '/api/triggers/wd', NO_INPUT),
  call('POST', '/api/triggers/wdr', type({ method: text(40) })),
];
