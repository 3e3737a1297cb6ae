import { simpleProcessor } from './common';

export const CONCEPT_DECLINED = 'Your transaction was declined. Please contact merchant support.';

/** CONCEPT: a blacklist message (or code 003) is replaced by the merchant-support text (spec §8); listen {transaction_id, id}. */
export const concept = simpleProcessor(
  'CONCEPT',
  { '003': CONCEPT_DECLINED },
  {
    quirk: (reply) =>
      /blacklist/i.test(reply.message) || reply.code === '003' ? { kind: 'declined', cascade: reply.cascade ?? true, code: reply.code, message: CONCEPT_DECLINED } : null,
    listen: (transactionId, attempt) => ({ transaction_id: transactionId, id: attempt.depositId }),
  },
);
