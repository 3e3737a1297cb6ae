import type { UserRow } from '../db/schema.ts';
import { parseUserAmount, toMinorUnits } from '../lib/money.ts';

/** Spec §9: max wrong validation attempts. */
export const MAX_VALIDATION_ATTEMPTS = 5;

export type ValidationVerdict =
  | { kind: 'nothing-pending' }
  | { kind: 'locked' }
  | { kind: 'malformed'; attemptsLeft: number }
  | { kind: 'correct' }
  | { kind: 'wrong' };

export function attemptsLeft(user: Pick<UserRow, 'trAttemps'>): number {
  return Math.max(0, MAX_VALIDATION_ATTEMPTS - user.trAttemps);
}

/** What an answer to the transaction-validation question means for this user (spec §4), before any write. */
export function judgeValidationAnswer(
  user: Pick<UserRow, 'trValidate' | 'trSuccess' | 'trAttemps' | 'trAnswer'>,
  value: string,
): ValidationVerdict {
  if (user.trValidate !== 'yes' || user.trSuccess === 'yes') return { kind: 'nothing-pending' };
  if (attemptsLeft(user) === 0) return { kind: 'locked' };
  const answer = parseUserAmount(value);
  if (answer === null) return { kind: 'malformed', attemptsLeft: attemptsLeft(user) };
  const expected = user.trAnswer === null ? null : toMinorUnits(user.trAnswer, 2);
  return expected !== null && answer === expected ? { kind: 'correct' } : { kind: 'wrong' };
}
