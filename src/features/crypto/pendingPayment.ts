import { db, type TraderDb } from '@/db/database';
import type { Pending } from './payment.machine';

/*
 * A crypto or wallet form's unanswered key, in the deposit table beside the card deposit (key `pay:{form}`), so a
 * reload mid-request finds it and asks the server before anything new is sent. Logout clears it with the rest.
 */

const rowKey = (slot: string) => `pay:${slot}` as const;

function parsePending(text: string): Pending | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('key' in value) || !('signature' in value)) return null;
    const { key, signature } = value;
    return typeof key === 'string' && typeof signature === 'string' ? { key, signature } : null;
  } catch {
    return null;
  }
}

export async function loadPending(slot: string, database: TraderDb = db): Promise<Pending | null> {
  const row = await database.deposit.get(rowKey(slot));
  return row ? parsePending(row.machine) : null;
}

export async function storePending(slot: string, pending: Pending, database: TraderDb = db): Promise<void> {
  await database.deposit.put({ key: rowKey(slot), machine: JSON.stringify(pending), updatedAt: Date.now() });
}

export async function clearPending(slot: string, database: TraderDb = db): Promise<void> {
  await database.deposit.delete(rowKey(slot));
}
