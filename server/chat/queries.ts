import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountRow, accounts, users } from '../db/schema.ts';
import { chatTips } from '../db/schema-chat.ts';

// The SQL of the chat's calls: the name a trader's messages carry, the account a tip comes from and what the trader
// has tipped so far, and the tip's own row.

/** The trader's first name ('' when the trader is gone). */
export async function firstNameOf(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return user?.firstName ?? '';
}

/** The trader's first name and their current account (null when either is gone). */
export async function tipperOf(db: Db, userId: number): Promise<{ firstName: string; account: AccountRow | null }> {
  const [user] = await db.select({ firstName: users.firstName, currentAccountId: users.currentAccountId }).from(users).where(eq(users.id, userId));
  const [account] = await db.select().from(accounts).where(and(eq(accounts.id, user?.currentAccountId ?? 0), eq(accounts.userId, userId)));
  return { firstName: user?.firstName ?? '', account: account ?? null };
}

/** Everything the trader has tipped, as stored (exact decimal text). */
export async function tippedSum(db: Db, userId: number): Promise<string> {
  const [sum] = await db.select({ all: sql<string>`coalesce(sum(${chatTips.amount}), 0)` }).from(chatTips).where(eq(chatTips.userId, userId));
  return sum?.all ?? '0';
}

export async function insertTip(tx: Db, row: typeof chatTips.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(chatTips).values(row).returning({ id: chatTips.id });
  if (!inserted) throw new Error('tip insert returned nothing');
  return inserted.id;
}
