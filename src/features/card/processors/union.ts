import { listenUnion, type CardReply } from '@/api/card';
import type { Outcome } from '../types';
import { isServerRule, toOutcome } from './common';

/** Spec §8 "Union card pay failure: orange.pay_fail" — the wire text; declineText shows the catalogue's words for it. */
export const UNION_PAY_FAIL = 'Payment failed. Please try another card.';

/**
 * A UnionPay payment's reply as an Outcome: accepted states as every processor's; a decline by the server's deposit
 * rules keeps its own words; any other decline is orange.pay_fail (the card network gives no reason worth showing).
 */
export function unionOutcome(reply: CardReply): Outcome {
  if (reply.ok || isServerRule(reply.code)) return toOutcome(reply, {});
  const outcome = toOutcome(reply, {});
  return outcome.kind === 'declined' ? { ...outcome, code: 'pay_fail', message: UNION_PAY_FAIL } : outcome;
}

/** The listen step of a /listen-union/... return (in place of the processor's own listen call). */
export async function listenUnionOutcome(transactionId: string): Promise<Outcome> {
  return unionOutcome(await listenUnion(transactionId));
}
