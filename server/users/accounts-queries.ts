import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountRow, accounts, users } from '../db/schema.ts';
import { DEMO_GROUP } from './accounts.ts';

// The SQL of the currency accounts' calls: the trader's accounts by currency and by id, a new one, and the choice of
// the current (or exchange) account.

/** The trader's account in `currency` that is not a demo one (demo accounts do not block the choice). */
export async function realAccountIn(db: Db, userId: number, currency: string): Promise<{ id: number } | null> {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency), ne(accounts.accountGroup, DEMO_GROUP)));
  return taken ?? null;
}

export async function insertRealAccount(db: Db, userId: number, currency: string, now: Date): Promise<AccountRow | null> {
  const [row] = await db
    .insert(accounts)
    .values({ userId, accountGroup: 'REAL', type: 'real', currency, amount: '0', netAmount: '0', createdAt: now })
    .returning();
  return row ?? null;
}

/** The id of one of the trader's own accounts; null for anyone else's or none. */
export async function ownAccountId(db: Db, userId: number, accountId: number): Promise<number | null> {
  const [own] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return own?.id ?? null;
}

export async function setCurrentAccount(db: Db, userId: number, accountId: number): Promise<void> {
  await db.update(users).set({ currentAccountId: accountId }).where(eq(users.id, userId));
}

export async function setExchangeAccount(db: Db, userId: number, accountId: number): Promise<void> {
  await db.update(users).set({ exchangeAccountId: accountId }).where(eq(users.id, userId));
}
