import { shapePay } from '@/api/card';
import type { Attempt, Outcome, Processor } from '../types';
import { hostedBody, hostedProcessor, toOutcome, type DeclineQuirk } from './common';

export const SHAPE_DECLINED = 'Your transaction was declined.';

/** Spec §8: SHAPE's own declines read 'Your transaction was declined.' (server-rule refusals keep theirs, common.ts). */
const quirk: DeclineQuirk = (reply) => ({ kind: 'declined', cascade: reply.cascade ?? true, code: reply.code, message: SHAPE_DECLINED });

async function payOnInvoice(attempt: Attempt): Promise<Outcome> {
  return toOutcome(await shapePay(hostedBody(attempt)), {}, quirk);
}

/** SHAPE (spec §7): /api/shape/pay names the invoice, then the browser goes to /api/shape/invoice/{guid}. */
export const shape: Processor = hostedProcessor('SHAPE', payOnInvoice, quirk);
