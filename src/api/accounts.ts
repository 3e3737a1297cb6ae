import { array, string, type } from 'superstruct';
import { post, type Reply } from './http';
import { type User, UserSchema } from './user';

/* Currency accounts (spec §7 Account/user): create_account, set_account and its exchange variant. */

const CreateReply = type({ message: string(), user: UserSchema });

/** POST /api/us/create_account {currency}: 'Account successfully added' with the refreshed user. */
export async function createAccount(currency: string): Promise<Reply<{ message: string; user: User }>> {
  return post('/api/us/create_account', { currency }, CreateReply);
}

const SetReply = type({ user: UserSchema });

/** POST /api/us/set_account (or set_account_exchange in fixed mode) {account}: the user with the new current account. */
export async function setCurrentAccount(accountId: number, exchange = false): Promise<Reply<{ user: User }>> {
  return post(exchange ? '/api/us/set_account_exchange' : '/api/us/set_account', { account: accountId }, SetReply);
}

const ExchangeReply = type({ user: UserSchema, balances: array(type({ coin: string(), amount: string() })) });

/** POST /api/us/set_account_exchange {account}: the account fixed (exchange) mode runs on, with its coin balances. */
export async function setExchangeAccount(accountId: number): Promise<Reply<{ user: User; balances: { coin: string; amount: string }[] }>> {
  return post('/api/us/set_account_exchange', { account: accountId }, ExchangeReply);
}
