import { simpleProcessor, type ListenFields } from './common';
import { UNION_PAY_FAIL } from './union';

/** Spec §7 /api/card/listen/orange {transaction_id, id}: ORANGE and ORANGE_NOT3D name the deposit as `id`. */
export const orangeListen: ListenFields = (transactionId, attempt) => ({ transaction_id: transactionId, id: attempt.depositId });

/** ORANGE: fast pay with 3-D Secure; the no-cascade reasons of spec §8 come from common.ts. */
export const orange = simpleProcessor('ORANGE', { pay_fail: UNION_PAY_FAIL }, { listen: orangeListen });
