import { AttemptSchema, PaymentRequestSchema } from '@common/api/cards';
import { array, boolean, enums, is, literal, number, optional, record, refine, string, type, union } from 'superstruct';
import type { CascadeState } from './cascade.types';
import { isProcessorName, PROCESSOR_NAMES } from './types';

// The card deposit as IndexedDB keeps it, checked on every read: a row an older build wrote, or one damaged, is not
// resumed as if it were ours. The attempt carries the idempotency key, so it is checked like the rest.

const Processor = enums(PROCESSOR_NAMES);
const Attempt = refine(AttemptSchema, 'attempt', (value) => isProcessorName(value.processor));

// `card` is optional: rows written before the tried list named its card are still resumed.
const Deposit = { stack: array(Processor), tried: array(Processor), card: optional(string()), depositId: string(), request: PaymentRequestSchema, round: number() };
const Fields = record(string(), string());

const STORED = union([
  type({ phase: literal('idle'), stack: array(Processor), tried: array(Processor), card: optional(string()) }),
  type({ ...Deposit, phase: enums(['paying', 'checking', 'cancelling']), attempt: Attempt }),
  type({ ...Deposit, phase: enums(['redirecting', 'approved']), attempt: Attempt, transactionId: string() }),
  type({ ...Deposit, phase: literal('awayChoice'), why: enums(['back', 'fallback']), attempt: Attempt, transactionId: string(), url: string(), method: enums(['get', 'post']), fields: Fields }),
  type({ ...Deposit, phase: literal('listening'), attempt: Attempt, transactionId: string(), polls: number() }),
  type({ ...Deposit, phase: literal('dialog'), attempt: Attempt, modal: enums(['modal_honor', 'dialog_entro_start', 'dialog_entro_pin', 'payment_declined']), message: string() }),
  type({ ...Deposit, phase: literal('needCard'), next: Processor }),
  type({ ...Deposit, phase: literal('declined'), attempt: Attempt, message: string(), code: string(), exhausted: boolean(), canContinue: boolean() }),
]);

export function isStoredCascade(value: unknown): value is CascadeState {
  return is(value, STORED);
}
