import { type } from 'superstruct';
import { KnownOutcome, MessageReply, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';
import { CaseReply, FinalReply, PendingList } from './withdrawal.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./withdrawal.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const WithdrawalInput = type({ amount: amount(), method: text(40), wallet: text(200), fixed: flag(), alt: text(40), currency: text(8) });
export const FinalWithdrawalInput = type({
  amount: amount(), method: text(40), proc: text(40), wallet: text(200), fixed: flag(), is_fixed: flag(), is_bonus: flag(),
  currency: text(8), alt: text(40), idempotency_key: key(),
});
export const withdrawalCalls = [
  call('POST', '/api/withdrawal', WithdrawalInput, CaseReply),
  call('POST', '/api/withdrawal/final', FinalWithdrawalInput, FinalReply),
  call('POST', '/api/withdrawal/outcome', type({ idempotency_key: key() }), KnownOutcome),
  call('POST', '/api/us/pending', NO_INPUT, PendingList),
  call('POST', '/api/us/reject', type({ id: id() }), MessageReply),
  call('POST', '/api/triggers/wd', NO_INPUT),
  call('POST', '/api/triggers/wdr', type({ method: text(40) })),
];
