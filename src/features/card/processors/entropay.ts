import { confirmEntroPin, entroRedirect, payCard } from '@/api/card';
import type { Processor } from '../types';
import { cardBody, listenWith, toOutcome, type DeclineQuirk } from './common';

export const ENTRO_DECLINED = 'Your transaction was declined.';

const errors = { declined: ENTRO_DECLINED } as const;
const quirk: DeclineQuirk = (reply) => ({ kind: 'declined', cascade: reply.cascade ?? true, code: reply.code, message: ENTRO_DECLINED });

/** ENTROPAY: pay may open the PIN/cvv dialog; the answer goes to its own call (spec §4, §7). */
export const entropay: Processor = {
  name: 'ENTROPAY',
  pay: async (input) => toOutcome(await payCard('ENTROPAY', cardBody(input)), errors, quirk),
  listen: listenWith('ENTROPAY', errors, quirk),
  async answer(value, attempt) {
    const body = {
      amount: attempt.request.amount,
      fixed: attempt.request.fixed,
      bonus: attempt.request.bonus,
      currency: attempt.request.currency,
      deposit_id: attempt.depositId,
      idempotency_key: attempt.key,
      cvv: value,
    };
    return toOutcome(await confirmEntroPin(body), errors, quirk);
  },
  // The start dialog's "continue": the trader pays on Entropay's page, the return lands on the listen route
  // (the server names the payment there, so the transaction id is not known yet).
  redirect: async (attempt) => ({
    kind: 'redirect',
    transactionId: '',
    url: await entroRedirect({
      amount: attempt.request.amount,
      fixed: attempt.request.fixed,
      bonus: attempt.request.bonus,
      currency: attempt.request.currency,
      deposit_id: attempt.depositId,
      idempotency_key: attempt.key,
    }),
    method: 'get',
    fields: {},
  }),
  read: (reply) => toOutcome(reply, errors, quirk),
  errors,
};
