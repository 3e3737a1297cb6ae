import type { ProcessorName } from './types';
import { isProcessorName } from './types';

// The cascade's processor list and tried list (spec §4, §9): pure rules the machine and its runner share.

export const DEFAULT_STACK: readonly ProcessorName[] = ['FRAUD', 'VLOAD'];

/**
 * Stack from the user, else the server setting, else FRAUD,VLOAD (spec §4, §9). Unknown names are dropped, and
 * so is PFS for the countries spec §5 excludes (`pfsAllowed`, passed in to keep this module free of geography).
 */
export function resolveStack(userCascade: string, setting: string | null, allows: (name: ProcessorName) => boolean = () => true): ProcessorName[] {
  for (const source of [userCascade, setting ?? '']) {
    const names = parseTried(source).filter(allows);
    if (names.length > 0) return names;
  }
  return [...DEFAULT_STACK];
}

/** The spec's comma list ("FRAUD,VLOAD") ↔ names; duplicates and unknown names are dropped. */
export function parseTried(list: string): ProcessorName[] {
  const names: ProcessorName[] = [];
  for (const part of list.split(',')) {
    const name = part.trim().toUpperCase();
    if (isProcessorName(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

export function formatTried(tried: readonly ProcessorName[]): string {
  return tried.join(',');
}

/** The next processor not yet tried, or null when the stack is exhausted. */
export function nextProcessor(stack: readonly ProcessorName[], tried: readonly ProcessorName[]): ProcessorName | null {
  return stack.find((name) => !tried.includes(name)) ?? null;
}

export function attemptKey(depositId: string, round: number, processor: ProcessorName): string {
  return `${depositId}.${round}.${processor}`;
}
