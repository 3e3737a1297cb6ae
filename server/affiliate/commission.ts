import { eq, sql } from 'drizzle-orm';
import { commissionCents } from '../../common/affiliate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { affiliateBalances, affiliateCommissions } from '../db/schema-community.ts';
import { accountTransactions } from '../db/schema-trading.ts';
import { formatMinorUnits, toMinorUnits } from '../lib/money.ts';

// Every approved deposit goes through here (card, crypto invoice, wallet), inside the transaction that approved
// it: the history row, and the referrer's commission once per deposit (the transaction id is unique in the
// commissions table, so a replayed approval cannot pay twice).

type Deposit = { userId: number; accountId: number; amount: string; currency: string; now: Date };

/** Adds the balance to the affiliate's (creating the row on the first commission). */
export async function addToAffiliateBalance(tx: Db, userId: number, amount: string): Promise<void> {
  await tx
    .insert(affiliateBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({ target: affiliateBalances.userId, set: { balance: sql`${affiliateBalances.balance} + ${amount}::numeric` } });
}

async function creditCommission(tx: Db, deposit: Deposit, transactionId: number): Promise<void> {
  const [trader] = await tx.select({ affsId: users.affsId }).from(users).where(eq(users.id, deposit.userId));
  const affiliateId = trader?.affsId ?? null;
  if (affiliateId === null || affiliateId === deposit.userId) return;
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

/** The approved deposit's history row (CONTRACT.md: it appears in transactions and history) and its commission. */
export async function recordDeposit(tx: Db, deposit: Deposit): Promise<void> {
  const [row] = await tx
    .insert(accountTransactions)
    .values({ userId: deposit.userId, accountId: deposit.accountId, trType: 'deposit', amount: deposit.amount, currency: deposit.currency, status: 'done', executedAt: deposit.now })
    .returning({ id: accountTransactions.id });
  if (row) await creditCommission(tx, deposit, row.id);
}
