import { type } from 'superstruct';
import { MessageReply, NO_INPUT, call } from './route.ts';
import { id, text } from './fields.ts';
import { CreateReply, ExchangeReply, SetReply, UserReply } from './users.ts';

// The calls of this capability: what each body may hold (checked by the server before a route runs) and the reply
// schema from ./users.ts the client checks. Server and tests only: the client bundle never loads the request side.

export const usersCalls = [
  call('POST', '/api/fraud/user', NO_INPUT, UserReply),
  call('POST', '/api/fraud/attemps', type({ value: text(200) })),
  call('POST', '/api/info', type({ email: text(320), phone: text(40), state: text(8), password: text(1_024) }), MessageReply),
  call('POST', '/api/us/security', type({ oldPassword: text(1_024), password: text(1_024), repeatPassword: text(1_024) }), MessageReply),
  call('POST', '/api/us/create_account', type({ currency: text(8) }), CreateReply),
  call('POST', '/api/us/set_account', type({ account: id() }), SetReply),
  call('POST', '/api/us/set_account_exchange', type({ account: id() }), ExchangeReply),
];
