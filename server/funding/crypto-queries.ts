import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { type CryptoInvoiceRow, cryptoInvoices } from '../db/schema-crypto.ts';

// The SQL of crypto invoices as the trader sees them: by key, by guid, and the one insert.

export type NewInvoice = typeof cryptoInvoices.$inferInsert;

export async function invoiceByKey(db: Db, userId: number, key: string): Promise<CryptoInvoiceRow | null> {
  const [row] = await db.select().from(cryptoInvoices).where(and(eq(cryptoInvoices.userId, userId), eq(cryptoInvoices.idempotencyKey, key)));
  return row ?? null;
}

// Each waiting invoice is checked once a minute: built once.
const invoiceOf = preparedFor((db) =>
  db
    .select()
    .from(cryptoInvoices)
    .where(and(eq(cryptoInvoices.userId, sql.placeholder('userId')), eq(cryptoInvoices.guid, sql.placeholder('guid')), eq(cryptoInvoices.coin, sql.placeholder('coin'))))
    .prepare('invoice_check'),
);

export async function invoiceByGuid(db: Db, userId: number, coin: string, guid: string): Promise<CryptoInvoiceRow | null> {
  const [row] = await invoiceOf(db).execute({ userId, guid, coin });
  return row ?? null;
}

/** The new invoice, or null when a request with the same key got there first (the unique key index decides). */
export async function insertInvoice(db: Db, invoice: NewInvoice): Promise<CryptoInvoiceRow | null> {
  const [inserted] = await db.insert(cryptoInvoices).values(invoice).onConflictDoNothing().returning();
  return inserted ?? null;
}
