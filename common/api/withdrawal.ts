import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { amount, flag, id, key, text } from './fields.ts';

// Withdrawal: the case of a request, the request itself, pending requests (server/withdrawal).

export const WithdrawalInput = type({ amount: amount(), method: text(40), wallet: text(200), fixed: flag(), alt: text(40), currency: text(8) });
export const FinalWithdrawalInput = type({
  amount: amount(), method: text(40), proc: text(40), wallet: text(200), fixed: flag(), is_fixed: flag(), is_bonus: flag(),
  currency: text(8), alt: text(40), idempotency_key: key(),
});

export const withdrawalCalls = [
  call('POST', '/api/withdrawal', WithdrawalInput),
  call('POST', '/api/withdrawal/final', FinalWithdrawalInput),
  call('POST', '/api/withdrawal/outcome', type({ idempotency_key: key() })),
  call('POST', '/api/us/pending', NO_INPUT),
  call('POST', '/api/us/reject', type({ id: id() })),
  call('POST', '/api/triggers/wd', NO_INPUT),
  call('POST', '/api/triggers/wdr', type({ method: text(40) })),
];
