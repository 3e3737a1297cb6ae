import { type } from 'superstruct';
import { MessageReply, NO_INPUT, call } from './route.ts';
import { id, key, text } from './fields.ts';
import { CreateReply, ExchangeReply, PracticeReply, SetReply, UserReply } from './users.ts';

// The calls of this capability: each one's method, path, what its body may hold (checked by the server before its
// handler runs) and the reply schema from ./users.ts the client checks. The client sends each call by its name.

export const userRefresh = call('POST', '/api/fraud/user', NO_INPUT, UserReply);
export const validationAnswer = call('POST', '/api/fraud/attemps', type({ value: text(200) }));
export const contactDetails = call('POST', '/api/info', type({ email: text(320), phone: text(40), state: text(8), password: text(1_024) }), MessageReply);
export const passwordChange = call('POST', '/api/us/security', type({ oldPassword: text(1_024), password: text(1_024), repeatPassword: text(1_024) }), MessageReply);
export const createAccount = call('POST', '/api/us/create_account', type({ currency: text(8) }), CreateReply);
export const setAccount = call('POST', '/api/us/set_account', type({ account: id() }), SetReply);
export const setExchangeAccount = call('POST', '/api/us/set_account_exchange', type({ account: id() }), ExchangeReply);
export const openPractice = call('POST', '/api/us/practice/open', NO_INPUT, PracticeReply);
export const resetPractice = call('POST', '/api/us/practice/reset', type({ idempotency_key: key() }), PracticeReply);

export const usersCalls = [userRefresh, validationAnswer, contactDetails, passwordChange, createAccount, setAccount, setExchangeAccount, openPractice, resetPractice];
