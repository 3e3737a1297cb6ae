import { ask, type Reply } from './http';
import type { User } from './user';
import { createAccount as createCall, setAccount as setCall, setExchangeAccount as exchangeCall } from '@common/api/users.calls';

/* Currency accounts (spec §7 Account/user): create_account, set_account and its exchange variant. */


/** POST /api/us/create_account {currency}: 'Account successfully added' with the refreshed user. */
export async function createAccount(currency: string): Promise<Reply<{ message: string; user: User }>> {
  return ask(createCall, { currency });
}


/** POST /api/us/set_account (or set_account_exchange in fixed mode) {account}: the user with the new current account. */
export async function setCurrentAccount(accountId: number, exchange = false): Promise<Reply<{ user: User }>> {
  return exchange ? ask(exchangeCall, { account: String(accountId) }) : ask(setCall, { account: String(accountId) });
}


/** POST /api/us/set_account_exchange {account}: the account fixed (exchange) mode runs on, with its coin balances. */
export async function setExchangeAccount(accountId: number): Promise<Reply<{ user: User; balances: { coin: string; amount: string }[] }>> {
  return ask(exchangeCall, { account: String(accountId) });
}
