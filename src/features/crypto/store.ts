import { useLiveQuery } from 'dexie-react-hooks';
import type { Invoice } from '@/api/crypto';
import { db, type TraderDb } from '@/db/database';
import type { InvoiceRow } from '@/db/types';
import { isCoin } from '@common/coins';
import { initialState, invoiceReducer, type InvoiceEffect, type InvoiceEvent, type InvoiceState } from './invoice.machine';

/* Invoices in Dexie: every tab renders them with useLiveQuery; the poller (one tab) and the pages write them. */

export function toState(row: InvoiceRow): InvoiceState | null {
  if (!isCoin(row.coin)) return null;
  return { coin: row.coin, status: row.status, deadline: row.deadline, checkedAt: row.checkedAt, finalCheck: row.finalCheck };
}

/** A fresh row from a pay or check answer (the page opened by URL, or the deposit widget). */
export function rowFromInvoice(invoice: Invoice, at: number, lang: string): InvoiceRow | null {
  if (!isCoin(invoice.coin)) return null;
  const state = initialState(invoice.coin, { status: invoice.status, expires: invoice.expires, serverNow: invoice.now }, at);
  return {
    guid: invoice.guid,
    coin: invoice.coin,
    address: invoice.address,
    amount: invoice.amount,
    currency: invoice.currency,
    fiatAmount: invoice.fiat_amount,
    fixed: invoice.fixed,
    status: state.status,
    hash: invoice.hash,
    deadline: state.deadline,
    finalCheck: false,
    checkedAt: at,
    lang,
  };
}

export async function saveInvoice(row: InvoiceRow, database: TraderDb = db): Promise<void> {
  await database.invoices.put(row);
}

/** Stores a pay or check answer as it arrives now (the countdown starts from this moment's local clock). */
export async function saveAnswer(invoice: Invoice, lang: string, database: TraderDb = db): Promise<void> {
  const row = rowFromInvoice(invoice, Date.now(), lang);
  if (row) await saveInvoice(row, database);
}

/**
 * Applies one machine event to a stored invoice inside a transaction (tabs and the poller may write at once)
 * and returns the effects. A row that vanished (logout) yields nothing.
 */
export async function applyEvent(
  guid: string,
  event: InvoiceEvent,
  extra: Partial<Pick<InvoiceRow, 'hash'>> = {},
  database: TraderDb = db,
): Promise<InvoiceEffect[]> {
  return database.transaction('rw', database.invoices, async () => {
    const row = await database.invoices.get(guid);
    const state = row ? toState(row) : null;
    if (!row || !state) return [];
    const { state: next, effects } = invoiceReducer(state, event);
    if (next !== state || extra.hash !== undefined) {
      await database.invoices.put({ ...row, ...next, ...(extra.hash !== undefined && row.status === 'wt' ? { hash: extra.hash } : {}) });
    }
    return effects;
  });
}

/** The invoices still waiting, by index (never a scan of the table). */
export async function waitingInvoices(database: TraderDb = db): Promise<InvoiceRow[]> {
  return database.invoices.where('status').equals('wt').toArray();
}

export function useInvoice(guid: string): InvoiceRow | null | undefined {
  return useLiveQuery(async () => (await db.invoices.get(guid)) ?? null, [guid]);
}
