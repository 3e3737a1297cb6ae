import { defaultWithdrawalMethods } from '../../common/withdrawal.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountRow, accounts, type AccountType, type UserRow, users } from '../db/schema.ts';
import { accountScale, isPositive, parseMoney } from '../money/amount.ts';
import { postMove } from '../money/moves.ts';
import { currentAccount, toUserDto, type UserDto } from './dto.ts';
import { skeletonOf } from '../lib/lookalike.ts';
import { effectiveMinimum } from './min-deposit.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function accountsOf(db: Db, userId: number): Promise<AccountRow[]> {
  return db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.id));
}

/** The user as the client sees it, with the minimum deposit the card rules give its current account's currency. */
export async function userDtoOf(db: Db, user: UserRow): Promise<UserDto> {
  const owned = await accountsOf(db, user.id);
  const currency = currentAccount(user, owned)?.currency ?? user.currency;
  return toUserDto(user, owned, await effectiveMinimum(db, user, currency));
}

export async function loadUserDto(db: Db, userId: number): Promise<UserDto | null> {
  const user = await findUserById(db, userId);
  return user ? userDtoOf(db, user) : null;
}

/** Everything a new user row needs except what createUser fills in itself. */
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'regTime' | 'currentAccountId'>;

export type OpeningAccount = { currency: string; amount: string };

/**
 * Creates the user with one real account (made current) in one transaction. Returns null when the e-mail or a
 * look-alike of it (its skeleton) is taken, also when two registrations race for them (the unique indexes decide;
 * users/email-identity.ts `addressConflict` tells which).
 */
export async function createUser(db: Db, user: NewUser, account: OpeningAccount, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ wdMethods: defaultWithdrawalMethods(user.country, account.currency), ...user, emailSkeleton: skeletonOf(user.email), regTime: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return null;
    const opened = await openAccount(tx, { userId: created.id, accountGroup: 'REAL', type: 'real', currency: account.currency, opening: account.amount }, now);
    await tx.update(users).set({ currentAccountId: opened }).where(eq(users.id, created.id));
    return created.id;
  });
}

export type NewAccount = { userId: number; accountGroup: string; type: AccountType; currency: string; opening: string };

/**
 * Opens an account; a seeded or sandbox account that starts with money gets it as an opening entry of the ledger,
 * so its balance is the sum of its rows from the first day. Returns the new account's id.
 */
export async function openAccount(tx: Db, account: NewAccount, now: Date): Promise<number> {
  const { userId, accountGroup, type, currency } = account;
  const [opened] = await tx.insert(accounts).values({ userId, accountGroup, type, currency, amount: '0', netAmount: '0', createdAt: now }).returning({ id: accounts.id });
  if (!opened) throw new Error('account insert returned no row');
  const amount = parseMoney(account.opening, accountScale(currency));
  if (amount === null || amount.units < 0n) throw new Error(`not an opening amount: ${account.opening}`);
  if (isPositive(amount)) {
    const reference = `account:${opened.id}`;
    await postMove(tx, { userId, kind: 'opening', key: reference }, [{ userId, holder: { book: 'account', accountId: opened.id }, kind: 'opening', amount, currency, reference, at: now }], now);
  }
  return opened.id;
}

/** Records a sign-in; resolves when the one before was (null: this is the account's first). */
export async function noteSignIn(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [before] = await db.select({ at: users.signedInAt }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ signedInAt: now }).where(eq(users.id, userId));
  return before?.at ?? null;
}

/** The account a trader's lists follow (history, reports, the platform's recent trades): the current one. */
export type AccountScope = { userId: number; accountId: number | null; currency: string };

/** Whose and which account's rows a list shows: the trader's current account (its id null only for a trader without accounts). */
export async function accountScopeOf(db: Db, userId: number): Promise<AccountScope> {
  const user = await findUserById(db, userId);
  const account = user ? currentAccount(user, await accountsOf(db, userId)) : null;
  return { userId, accountId: account?.id ?? null, currency: account?.currency ?? user?.currency ?? '' };
}
