import { db, type TraderDb } from './database';

/*
 * A money request's unanswered idempotency key (deposit by crypto or wallet, withdrawal, tip, affiliate transfer,
 * …), written before the request leaves, in the deposit table beside the card deposit (key `pay:{slot}`). A reload
 * or a lost answer finds it and asks the server what became of it: never sent again blindly. `signature` names
 * what was asked (amount, method, …) so a changed form is not mistaken for the same request. Logout clears it.
 */

export interface PendingRequest {
  key: string;
  signature: string;
}

const rowKey = (slot: string) => `pay:${slot}` as const;

function parsePending(text: string): PendingRequest | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('key' in value) || !('signature' in value)) return null;
    const { key, signature } = value;
    return typeof key === 'string' && typeof signature === 'string' ? { key, signature } : null;
  } catch {
    return null;
  }
}

export async function loadPending(slot: string, database: TraderDb = db): Promise<PendingRequest | null> {
  const row = await database.deposit.get(rowKey(slot));
  return row ? parsePending(row.machine) : null;
}

export async function storePending(slot: string, pending: PendingRequest, database: TraderDb = db): Promise<void> {
  await database.deposit.put({ key: rowKey(slot), machine: JSON.stringify(pending), updatedAt: Date.now() });
}

export async function clearPending(slot: string, database: TraderDb = db): Promise<void> {
  await database.deposit.delete(rowKey(slot));
}
