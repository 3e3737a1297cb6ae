import { lockUser, USER_LOCK } from '../db/locks.ts';
import { exchangeBalancesOf } from '../funding/exchange-balances.ts';
import type { Deps } from '../deps.ts';
import { type Lang, saying } from '../i18n.ts';
import { refuse } from '../lib/refusal.ts';
import { ACCOUNT_CURRENCIES } from './accounts.ts';
import { insertRealAccount, ownAccountId, realAccountIn, setCurrentAccount, setExchangeAccount } from './accounts-queries.ts';
import { toBalanceDto } from './dto.ts';
import { virtualMoneyRefusal } from './practice-guard.ts';
import { loadUserDto } from './repo.ts';

// Spec §7 account calls (server/API.md "Currency accounts"): a real account in another currency, and the choice of
// the current account or of the exchange (fixed-mode) one. Null: the trader is gone.

const say = saying('accounts');

/** Opens a real account in `currency` (one of ACCOUNT_CURRENCIES), one per currency. */
export async function createAccount(deps: Deps, userId: number, lang: Lang, currency: string) {
  const { db, clock } = deps;
  if (currency === '') return refuse(say(lang, 'choose'), { code: 'currency', field: 'currency' });
  if (!(ACCOUNT_CURRENCIES as readonly string[]).includes(currency)) return refuse(say(lang, 'failed'), { code: 'currency', field: 'currency' });
  // One real account per currency: the check and the insert run under the user's lock, so a double click
  // (two requests at once) opens one.
  const created = await db.transaction(async (tx) => {
    await lockUser(tx, USER_LOCK.accountCreation, userId);
    if (await realAccountIn(tx, userId, currency)) return null;
    return insertRealAccount(tx, userId, currency, clock.now());
  });
  if (!created) return refuse(say(lang, 'failed'), { code: 'exists', field: 'currency' });
  const user = await loadUserDto(db, userId);
  if (!user) return null;
  return { message: say(lang, 'added'), account: toBalanceDto(created), user };
}

/** The trader's own account `accountId` made their choice by `choose`; a refusal for anyone else's or none. */
async function chosen(deps: Deps, userId: number, lang: Lang, accountId: number | null, choose: typeof setCurrentAccount) {
  const own = accountId === null ? null : await ownAccountId(deps.db, userId, accountId);
  if (own === null) return refuse(say(lang, 'set_failed'), { code: 'account', field: 'account' });
  await choose(deps.db, userId, own);
  return own;
}

/** Makes one of the trader's accounts the current one. */
export async function chooseCurrentAccount(deps: Deps, userId: number, lang: Lang, accountId: number | null) {
  const own = await chosen(deps, userId, lang, accountId, setCurrentAccount);
  if (typeof own !== 'number') return own;
  const user = await loadUserDto(deps.db, userId);
  return user && { user };
}

/**
 * Makes one of the trader's accounts the one fixed (exchange) mode runs on. The exchange choice is its own: picking it
 * on the crypto tab never moves the trader's current (fiat) account.
 */
export async function chooseExchangeAccount(deps: Deps, userId: number, lang: Lang, accountId: number | null) {
  // Fixed mode pays real coins in and out: virtual money cannot stand behind it.
  const mine = accountId === null ? null : await ownAccountId(deps.db, userId, accountId);
  const practice = await virtualMoneyRefusal(deps.db, mine, lang, 'not_exchange');
  if (practice) return practice;
  const own = await chosen(deps, userId, lang, accountId, setExchangeAccount);
  if (typeof own !== 'number') return own;
  const user = await loadUserDto(deps.db, userId);
  // The exchange (fixed-mode) view shows its coin balances right away, as triggers/exchange.
  return user && { user, balances: await exchangeBalancesOf(deps.db, userId) };
}
