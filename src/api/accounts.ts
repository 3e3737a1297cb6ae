import { ask, type Reply } from './http';
import { openPractice as openPracticeCall, resetPractice as resetPracticeCall } from '@common/api/users.calls';
import type { User } from './user';
import { createAccount as createCall, setAccount as setCall, setExchangeAccount as exchangeCall } from '@common/api/users.calls';

/* Currency accounts (spec §7 Account/user): create_account, set_account and its exchange variant. */


/** POST /api/us/create_account {currency}: 'Account successfully added' with the refreshed user. */
export async function createAccount(currency: string): Promise<Reply<{ message: string; user: User }>> {
  return ask(createCall, { currency });
}


/** POST /api/us/set_account (or set_account_exchange in fixed mode) {account}: the user with the new current account. */
export async function setCurrentAccount(accountId: number, exchange = false): Promise<Reply<{ user: User }>> {
  return exchange ? ask(exchangeCall, { account: accountId }) : ask(setCall, { account: accountId });
}


/** POST /api/us/set_account_exchange {account}: the account fixed (exchange) mode runs on, with its coin balances. */
export async function setExchangeAccount(accountId: number): Promise<Reply<{ user: User; balances: { coin: string; amount: string }[] }>> {
  return ask(exchangeCall, { account: accountId });
}

/** POST /api/us/practice/open: the practice account opened (and made current), with the server's words. */
export async function openPractice(): Promise<Reply<{ message: string; user: User }>> {
  return ask(openPracticeCall, {});
}

/**
 * POST /api/us/practice/reset under a fresh key per tap. Unlike a deposit, the key need not outlive the page: a reset
 * sent twice leaves the same starting balance, and the money is virtual.
 */
export async function resetPractice(): Promise<Reply<{ message: string; user: User }>> {
  return ask(resetPracticeCall, { idempotency_key: `practice.${crypto.randomUUID()}` });
}
