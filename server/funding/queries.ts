import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { cascadeReports, promoCodes, promoRedemptions } from '../db/schema-cards.ts';

// The SQL of the funding page: the current account's currency, promo codes and their redemptions, cascade reports.

export async function accountCurrency(db: Db, accountId: number | null): Promise<string | null> {
  if (accountId === null) return null;
  const [account] = await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, accountId));
  return account?.currency ?? null;
}

export async function activePromo(db: Db, code: string): Promise<{ bonusPercent: number } | null> {
  const [row] = await db.select({ bonusPercent: promoCodes.bonusPercent }).from(promoCodes).where(and(eq(promoCodes.code, code), eq(promoCodes.active, true)));
  return row ?? null;
}

export async function redeemPromo(db: Db, userId: number, code: string, now: Date): Promise<void> {
  await db.insert(promoRedemptions).values({ userId, code, createdAt: now }).onConflictDoNothing();
}

export async function recordCascadeReport(db: Db, userId: number, cascade: string, executed: string, now: Date): Promise<void> {
  await db.insert(cascadeReports).values({ userId, cascade, executed, createdAt: now });
}
