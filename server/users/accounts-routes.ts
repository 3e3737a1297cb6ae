import { Hono } from 'hono';
import { createAccount as createCall, setAccount, setExchangeAccount } from '../../common/api/users.calls.ts';
import type { AppEnv } from '../http/env.ts';
import type { Deps } from '../deps.ts';
import { handle, signedOut } from '../http/handle.ts';
import { chooseCurrentAccount, chooseExchangeAccount, createAccount } from './accounts-service.ts';

// Spec §7 account calls: /api/us/create_account {currency}, /api/us/set_account {account},
// /api/us/set_account_exchange {account} (server/API.md "Currency accounts"). Rules: ./accounts-service.ts.

/** An account id as sent; anything but digits names none. */
const accountOf = (raw: string | undefined) => (/^\d{1,9}$/.test((raw ?? '').trim()) ? Number((raw ?? '').trim()) : null);

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  handle(app, createCall, async ({ input, userId, lang, c }) => (await createAccount(deps, userId, lang, (input.currency ?? '').trim().toUpperCase())) ?? signedOut(c));
  handle(app, setAccount, async ({ input, userId, lang, c }) => (await chooseCurrentAccount(deps, userId, lang, accountOf(input.account))) ?? signedOut(c));
  handle(app, setExchangeAccount, async ({ input, userId, lang, c }) => (await chooseExchangeAccount(deps, userId, lang, accountOf(input.account))) ?? signedOut(c));

  return app;
}
