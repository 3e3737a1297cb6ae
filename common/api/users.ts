import { type } from 'superstruct';
import { call, NO_INPUT } from './route.ts';
import { id, text } from './fields.ts';

// The trader, the accounts and the account area (server/users).

export const usersCalls = [
  call('POST', '/api/fraud/user', NO_INPUT),
  call('POST', '/api/fraud/attemps', type({ value: text(200) })),
  call('POST', '/api/info', type({ email: text(320), phone: text(40), password: text(1_024) })),
  call('POST', '/api/us/security', type({ oldPassword: text(1_024), password: text(1_024), repeatPassword: text(1_024) })),
  call('POST', '/api/us/create_account', type({ currency: text(8) })),
  call('POST', '/api/us/set_account', type({ account: id() })),
  call('POST', '/api/us/set_account_exchange', type({ account: id() })),
];
