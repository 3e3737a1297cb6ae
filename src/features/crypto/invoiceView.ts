import type { InvoiceRow } from '@/db/types';

/**
 * What the invoice page shows, from what this device holds and whether it is online:
 * - `invoice`: the stored invoice, fresh (online: the poller keeps it current);
 * - `last-copy`: the stored invoice offline — its last known state, paid, expired or waiting, marked with when the
 *   server last said so (it opens offline like every other screen's last copy);
 * - `unseen`: offline with nothing stored (the invoice was never opened on this device, or it was signed out since):
 *   said as such, rather than as a failure to connect;
 * - `loading` while the first check runs online, `error` when it failed online.
 */
export type InvoiceView =
  | { kind: 'invoice'; row: InvoiceRow }
  | { kind: 'last-copy'; row: InvoiceRow; checkedAt: number }
  | { kind: 'unseen' }
  | { kind: 'loading' }
  | { kind: 'error' };

export function invoiceView(row: InvoiceRow | null | undefined, online: boolean, failed: boolean): InvoiceView {
  // Still reading the device's copy: nothing to say yet (not "unseen", which it may not be).
  if (row === undefined) return { kind: 'loading' };
  if (row) return online ? { kind: 'invoice', row } : { kind: 'last-copy', row, checkedAt: row.checkedAt };
  if (!online) return { kind: 'unseen' };
  return failed ? { kind: 'error' } : { kind: 'loading' };
}
