import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountRow, accounts } from '../db/schema.ts';
import { PRACTICE_GROUP } from './accounts.ts';
import { isVirtual, type MoneySide } from './practice.ts';

// The SQL of the practice account: the trader's one, a new one (opened at zero: its virtual money comes through
// the ledger like every other balance), and which side of the books (real or virtual money) a list shows.

export async function practiceAccountOf(db: Db, userId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.accountGroup, PRACTICE_GROUP)));
  return row ?? null;
}

export async function insertPracticeAccount(tx: Db, userId: number, currency: string, now: Date): Promise<AccountRow> {
  const [row] = await tx
    .insert(accounts)
    .values({ userId, accountGroup: PRACTICE_GROUP, type: 'demo', currency, amount: '0', netAmount: '0', createdAt: now })
    .returning();
  if (!row) throw new Error('practice account insert returned no row');
  return row;
}

/** The ids of the trader's accounts on one side, as a subquery for `in (…)`: lists and sums never mix the two. */
export function accountIdsOnSide(db: Db, userId: number, side: MoneySide) {
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), side === 'practice' ? eq(accounts.type, 'demo') : ne(accounts.type, 'demo')));
}

/** True when `accountId` is a demo account (virtual money); false for a real one or none. */
export async function isVirtualAccount(db: Db, accountId: number | null): Promise<boolean> {
  if (accountId === null) return false;
  const [row] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId));
  return row !== undefined && isVirtual(row);
}
