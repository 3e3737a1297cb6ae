import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type WalletPaymentRow, walletPayments } from '../db/schema-crypto.ts';

// The SQL of wallet, e-money and bank payments as the trader makes them: by key, the one insert, the stored first answer.

export type NewWalletPayment = typeof walletPayments.$inferInsert;

export async function paymentByKey(db: Db, userId: number, key: string): Promise<WalletPaymentRow | null> {
  const [row] = await db.select().from(walletPayments).where(and(eq(walletPayments.userId, userId), eq(walletPayments.idempotencyKey, key)));
  return row ?? null;
}

/** The new row, or null when a request with the same key got there first (the unique key index decides). */
export async function insertPayment(db: Db, payment: NewWalletPayment): Promise<WalletPaymentRow | null> {
  const [row] = await db.insert(walletPayments).values(payment).onConflictDoNothing().returning();
  return row ?? null;
}

export async function storeFirstAnswer(db: Db, id: number, reply: WalletPaymentRow['reply']): Promise<void> {
  await db.update(walletPayments).set({ reply }).where(eq(walletPayments.id, id));
}

/** A Skrill payment of the trader's by its id, else by the key it was made under. */
export async function skrillPayment(db: Db, userId: number, id: number | null, key: string): Promise<WalletPaymentRow | null> {
  const which = id !== null ? eq(walletPayments.id, id) : eq(walletPayments.idempotencyKey, key);
  const [row] = await db.select().from(walletPayments).where(and(eq(walletPayments.userId, userId), eq(walletPayments.processor, 'skrill'), which));
  return row ?? null;
}
