import { post, type Reply } from './http';
import type { User } from './user';
import { CreateReply, ExchangeReply, SetReply } from '@common/api/users';

/* Currency accounts (spec §7 Account/user): create_account, set_account and its exchange variant. */


/** POST /api/us/create_account {currency}: 'Account successfully added' with the refreshed user. */
export async function createAccount(currency: string): Promise<Reply<{ message: string; user: User }>> {
  return post('/api/us/create_account', { currency }, CreateReply);
}


/** POST /api/us/set_account (or set_account_exchange in fixed mode) {account}: the user with the new current account. */
export async function setCurrentAccount(accountId: number, exchange = false): Promise<Reply<{ user: User }>> {
  return post(exchange ? '/api/us/set_account_exchange' : '/api/us/set_account', { account: accountId }, SetReply);
}


/** POST /api/us/set_account_exchange {account}: the account fixed (exchange) mode runs on, with its coin balances. */
export async function setExchangeAccount(accountId: number): Promise<Reply<{ user: User; balances: { coin: string; amount: string }[] }>> {
  return post('/api/us/set_account_exchange', { account: accountId }, ExchangeReply);
}
