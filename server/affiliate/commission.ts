import { eq, sql } from 'drizzle-orm';
import { commissionCents } from '../../common/affiliate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { affiliateBalances, affiliateCommissions } from '../db/schema-community.ts';
import { formatMinorUnits, toMinorUnits } from '../lib/money.ts';

// The referrer's share of an approved deposit (server/deposits/record.ts calls it inside the approving
// transaction): the transaction id is unique in the commissions table, so a replayed approval cannot pay twice.

export type Deposit = { userId: number; accountId: number; amount: string; currency: string; now: Date };

/** Adds the balance to the affiliate's (creating the row on the first commission). */
export async function addToAffiliateBalance(tx: Db, userId: number, amount: string): Promise<void> {
  await tx
    .insert(affiliateBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({ target: affiliateBalances.userId, set: { balance: sql`${affiliateBalances.balance} + ${amount}::numeric` } });
}

/** The referrer's commission on an approved deposit, once per deposit transaction. */
export async function creditCommission(tx: Db, deposit: Deposit, transactionId: number): Promise<void> {
  const [trader] = await tx.select({ affsId: users.affsId }).from(users).where(eq(users.id, deposit.userId));
  const affiliateId = trader?.affsId ?? null;
  if (affiliateId === null || affiliateId === deposit.userId) return;
  // affs_id may name an affiliate of the old back office, not one of our users: only ours earn here.
  const [affiliate] = await tx.select({ id: users.id }).from(users).where(eq(users.id, affiliateId));
  if (!affiliate) return;
  const cents = commissionCents(toMinorUnits(deposit.amount, 2) ?? 0n, deposit.currency);
  if (cents <= 0n) return;
  const amount = formatMinorUnits(cents, 2);
  const [paid] = await tx
    .insert(affiliateCommissions)
    .values({ affiliateId, referralId: deposit.userId, transactionId, deposit: deposit.amount, amount, at: deposit.now })
    .onConflictDoNothing()
    .returning({ id: affiliateCommissions.id });
  if (paid) await addToAffiliateBalance(tx, affiliateId, amount);
}
