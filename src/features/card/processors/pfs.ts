import { payCard, pfsSecureUrl } from '@/api/card';
import type { Outcome, Processor } from '../types';
import { cardBody, listenWith, toOutcome } from './common';

const errors = {} as const;

/** PFS sends 3-D Secure through its own secure step, whatever URL the reply names; the return listens {uid,id}. */
function viaSecureStep(outcome: Outcome): Outcome {
  return outcome.kind === 'redirect' ? { ...outcome, url: pfsSecureUrl(outcome.transactionId), method: 'get', fields: {} } : outcome;
}

/** PFS: pay, then its secure step (a redirect to /api/card/secure/pfs/{R5}) and listen {uid,id}. */
export const pfs: Processor = {
  name: 'PFS',
  pay: async (input) => viaSecureStep(toOutcome(await payCard('PFS', cardBody(input)), errors)),
  // Spec §7 /api/card/listen/pfs {uid, id}: the deposit as uid, the payment as id.
  listen: listenWith('PFS', errors, undefined, (transactionId, attempt) => ({ uid: attempt.depositId, id: transactionId })),
  read: (reply) => viaSecureStep(toOutcome(reply, errors)),
  errors,
};
