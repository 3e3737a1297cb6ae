import { db } from '@/db/database';
import type { CascadeState } from './cascade.machine';
import { formatTried, initialState, parseTried } from './cascade.machine';
import { isProcessorName, type ProcessorName } from './types';

const PHASES: readonly CascadeState['phase'][] = ['idle', 'paying', 'checking', 'redirecting', 'listening', 'dialog', 'needCard', 'approved', 'declined'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function names(value: unknown): value is ProcessorName[] {
  return Array.isArray(value) && value.every((name) => typeof name === 'string' && isProcessorName(name));
}

/** A stored machine state, or null when the row is missing or not one we wrote. */
export function parseMachine(text: string): CascadeState | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.phase !== 'string' || !names(value.stack) || !names(value.tried)) return null;
  const phase = PHASES.find((candidate) => candidate === value.phase);
  if (!phase) return null;
  if (phase !== 'idle' && (typeof value.depositId !== 'string' || !isRecord(value.request))) return null;
  return value as CascadeState;
}

/** The deposit under way and the tried list (spec §3: a comma list), read when the hook mounts. */
export async function loadDeposit(stack: ProcessorName[]): Promise<CascadeState> {
  const [row, cascade] = await Promise.all([db.deposit.get('current'), db.cascade.get('stack')]);
  const stored = row ? parseMachine(row.machine) : null;
  if (stored) return stored;
  return initialState(stack, parseTried(cascade?.tried ?? ''));
}

/** Written before any effect of a step runs, so the idempotency key is on disk before its request leaves. */
export async function saveDeposit(state: CascadeState, now: number = Date.now()): Promise<void> {
  await db.transaction('rw', [db.deposit, db.cascade], async () => {
    await db.deposit.put({ key: 'current', machine: JSON.stringify(state), updatedAt: now });
    await db.cascade.put({ key: 'stack', tried: formatTried(state.tried), updatedAt: now });
  });
}
