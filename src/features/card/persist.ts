import { db } from '@/db/database';
import type { CascadeState } from './cascade.types';
import { initialState } from './cascade.machine';
import { formatTried, parseTried } from './stack';
import { isStoredCascade } from './stored';
import type { ProcessorName } from './types';

/** A stored machine state, or null when the row is missing or not one we wrote (./stored.ts checks every field). */
export function parseMachine(text: string): CascadeState | null {
  try {
    const value: unknown = JSON.parse(text);
    return isStoredCascade(value) ? value : null;
  } catch {
    return null;
  }
}

const UNFINISHED: ReadonlySet<CascadeState['phase']> = new Set(['paying', 'checking', 'redirecting', 'awayChoice', 'cancelling', 'listening', 'dialog', 'needCard']);
/** Finished deposits are kept a day (a reload still shows their outcome), then dropped. */
const KEEP_FINISHED_MS = 24 * 60 * 60 * 1000;

const ROW_PREFIX = 'dep:';
const rowKey = (depositId: string) => `${ROW_PREFIX}${depositId}` as const;
/** The card deposits' rows; the table also holds other payments' pending keys (`pay:…`), never touched here. */
const depositRows = () => db.deposit.where('key').startsWith(ROW_PREFIX);

/**
 * The deposit this tab resumes (spec §4: a reload or a 3-D Secure return), else idle with the tried list (spec §3:
 * a comma list). Its own deposit first (depositClaim.ts), else the most recent unfinished deposit no other tab
 * holds; `claim` takes the deposit's lock and says whether it got it.
 */
export async function loadDeposit(stack: ProcessorName[], own: string | null = null, claim: (depositId: string) => Promise<boolean> = async () => true): Promise<CascadeState> {
  const [rows, cascade] = await Promise.all([depositRows().toArray(), db.cascade.get('stack')]);
  const stored = rows
    .map((row) => ({ row, state: parseMachine(row.machine) }))
    .filter((entry): entry is { row: (typeof rows)[number]; state: Exclude<CascadeState, { phase: 'idle' }> } => entry.state !== null && entry.state.phase !== 'idle')
    .toSorted((a, b) => b.row.updatedAt - a.row.updatedAt);
  const mine = stored.find((entry) => entry.state.depositId === own);
  if (mine && (await claim(mine.state.depositId))) return mine.state;
  for (const entry of stored) {
    if (entry === mine || !UNFINISHED.has(entry.state.phase)) continue;
    if (await claim(entry.state.depositId)) return entry.state;
  }
  return initialState(stack, parseTried(cascade?.tried ?? ''), cascade?.card);
}

/**
 * Written before any effect of a step runs, so the idempotency key is on disk before its request leaves. Each
 * deposit has its own row: another tab's deposit is never overwritten.
 */
export async function saveDeposit(state: CascadeState, now: number = Date.now(), previous: CascadeState | null = null): Promise<void> {
  await db.transaction('rw', [db.deposit, db.cascade], async () => {
    if (state.phase !== 'idle') await db.deposit.put({ key: rowKey(state.depositId), machine: JSON.stringify(state), updatedAt: now });
    // The trader closed a finished deposit: a reload must not show it again.
    else if (previous && previous.phase !== 'idle') await db.deposit.delete(rowKey(previous.depositId));
    // The tried list with the card it was made with (brand, last 4, expiry): another card starts afresh.
    await db.cascade.put({ key: 'stack', tried: formatTried(state.tried), ...(state.card === undefined ? {} : { card: state.card }), updatedAt: now });
    const current = state.phase === 'idle' ? null : rowKey(state.depositId);
    const old = await depositRows().filter((row) => row.key !== current).toArray();
    const stale = old.filter((row) => {
      const parsed = parseMachine(row.machine);
      return row.updatedAt < now - KEEP_FINISHED_MS && (parsed === null || !UNFINISHED.has(parsed.phase));
    });
    if (stale.length > 0) await db.deposit.bulkDelete(stale.map((row) => row.key));
  });
}
