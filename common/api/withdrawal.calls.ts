import { type } from 'superstruct';
import { KnownOutcome, MessageReply, NO_INPUT, call } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';
import { CaseReply, FinalReply, PendingList } from './withdrawal.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./withdrawal.ts the client checks.

export const WithdrawalInput = type({ amount: amount(), method: text(40), wallet: text(200), fixed: flag(), alt: text(40), currency: text(8) });
export const FinalWithdrawalInput = type({
  amount: amount(), method: text(40), proc: text(40), wallet: text(200), fixed: flag(), is_fixed: flag(), is_bonus: flag(),
  currency: text(8), alt: text(40), idempotency_key: key(),
});
export const withdrawalCase = call('POST', '/api/withdrawal', WithdrawalInput, CaseReply);
export const finalWithdrawal = call('POST', '/api/withdrawal/final', FinalWithdrawalInput, FinalReply);
export const withdrawalOutcome = call('POST', '/api/withdrawal/outcome', type({ idempotency_key: key() }), KnownOutcome);
export const pendingWithdrawals = call('POST', '/api/us/pending', NO_INPUT, PendingList);
export const rejectWithdrawal = call('POST', '/api/us/reject', type({ id: id() }), MessageReply);
export const withdrawalOpened = call('POST', '/api/triggers/wd', NO_INPUT);
export const withdrawalTabOpened = call('POST', '/api/triggers/wdr', type({ method: text(40) }));
export const confirmWithdrawal = call('POST', '/api/withdrawal/confirm', type({ id: id(), code: text(20) }), FinalReply);
export const resendWithdrawalCode = call('POST', '/api/withdrawal/resend', type({ id: id() }), MessageReply);

export const withdrawalCalls = [
  withdrawalCase, finalWithdrawal, withdrawalOutcome, pendingWithdrawals, rejectWithdrawal, withdrawalOpened, withdrawalTabOpened, confirmWithdrawal, resendWithdrawalCode,
];
