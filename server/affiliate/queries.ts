import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountRow, accounts } from '../db/schema.ts';
import { affiliateLinks, affiliateTransfers } from '../db/schema-community.ts';

// The SQL of the affiliate calls the figures (./stats.ts) and the referral (./referral.ts) do not hold: a new link,
// the account a transfer lands in, and the transfer's own row.

export async function insertLink(db: Db, row: typeof affiliateLinks.$inferInsert): Promise<void> {
  await db.insert(affiliateLinks).values(row);
}

/** One of the trader's own accounts; null for anyone else's or none. */
export async function ownAccount(db: Db, userId: number, accountId: number): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return account ?? null;
}

export async function insertTransfer(tx: Db, row: typeof affiliateTransfers.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(affiliateTransfers).values(row).returning({ id: affiliateTransfers.id });
  if (!inserted) throw new Error('transfer insert returned nothing');
  return inserted.id;
}
