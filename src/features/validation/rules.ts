/** Spec §5 transaction validation: digits with at most one comma or dot and up to 2 decimals; spec §9: 5 tries. */
export const MAX_VALIDATION_ATTEMPTS = 5;

const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

export type AmountProblem = 'format' | null;

export function checkValidationAmount(value: string): AmountProblem {
  return AMOUNT.test(value.trim()) ? null : 'format';
}

/** Further tries are blocked with zero attempts left, or 5 or more recorded (spec §4). */
export function validationBlocked(recordedAttempts: number, attemptsLeft: number | null): boolean {
  return recordedAttempts >= MAX_VALIDATION_ATTEMPTS || attemptsLeft === 0;
}
