import { and, eq, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { lockUser, USER_LOCK } from '../db/locks.ts';
import { accounts, users } from '../db/schema.ts';
import { field, readFields } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { errorReply } from '../http/errors.ts';
import { sessionUserId } from '../http/session.ts';
import { toBalanceDto } from './dto.ts';
import { loadUserDto } from './repo.ts';
import { exchangeBalancesOf } from '../funding/exchange-balances.ts';
import { ACCOUNT_CURRENCIES, DEMO_GROUP } from './accounts.ts';
import { saying } from '../i18n.ts';

// Spec §7 account calls: /api/us/create_account {currency}, /api/us/set_account {account},
// /api/us/set_account_exchange {account} (server/API.md "Currency accounts").


const say = saying('accounts');

export function accountRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/api/us/create_account', async (c) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const currency = field(await readFields(c), 'currency').trim().toUpperCase();
    if (currency === '') return c.json({ return: false, code: 'currency', field: 'currency', message: say(lang, 'choose') });
    if (!(ACCOUNT_CURRENCIES as readonly string[]).includes(currency)) {
      return c.json({ return: false, code: 'currency', field: 'currency', message: say(lang, 'failed') });
    }
    // One real account per currency: the check and the insert run under the user's lock, so a double click
    // (two requests at once) opens one.
    const created = await db.transaction(async (tx) => {
      await lockUser(tx, USER_LOCK.accountCreation, userId);
      const [taken] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency), ne(accounts.accountGroup, DEMO_GROUP)));
      if (taken) return null;
      const [row] = await tx
        .insert(accounts)
        .values({ userId, accountGroup: 'REAL', type: 'real', currency, amount: '0', netAmount: '0', createdAt: clock.now() })
        .returning();
      return row ?? null;
    });
    if (!created) return c.json({ return: false, code: 'exists', field: 'currency', message: say(lang, 'failed') });
    const user = await loadUserDto(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    return c.json({ return: true, message: say(lang, 'added'), account: toBalanceDto(created), user });
  });

  const setAccount = (exchange: boolean) => async (c: Context<AppEnv>) => {
    const lang = c.var.lang;
    const userId = sessionUserId(c);
    const raw = field(await readFields(c), 'account').trim();
    const accountId = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    const failed = { return: false, code: 'account', field: 'account', message: say(lang, 'set_failed') } as const;
    if (!Number.isSafeInteger(accountId)) return c.json(failed);
    const [own] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
    if (!own) return c.json(failed);
    // The exchange choice is its own: picking it on the crypto tab never moves the trader's current (fiat) account.
    await db
      .update(users)
      .set(exchange ? { exchangeAccountId: own.id } : { currentAccountId: own.id })
      .where(eq(users.id, userId));
    const user = await loadUserDto(db, userId);
    if (!user) return errorReply(c, 401, 'auth');
    if (!exchange) return c.json({ return: true, user });
    // The exchange (fixed-mode) view shows its coin balances right away, as triggers/exchange.
    return c.json({ return: true, user, balances: await exchangeBalancesOf(db, userId) });
  };
  app.post('/api/us/set_account', setAccount(false));
  app.post('/api/us/set_account_exchange', setAccount(true));

  return app;
}
