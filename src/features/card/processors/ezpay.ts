import { ezpayUrl } from '@/api/card';
import type { Attempt, Outcome, Processor } from '../types';
import { hostedBody, hostedProcessor } from './common';

async function redirectToEzpay(attempt: Attempt): Promise<Outcome> {
  return { kind: 'redirect', transactionId: '', url: await ezpayUrl(hostedBody(attempt)), method: 'get', fields: {} };
}

/**
 * EZPAY (spec §7): a redirect to /api/card/fast/ezpay?amount&fixed&bonus, where the trader types the card on
 * EZPAY's page; the return lands on the listen route, read by /api/card/listen/ezpay.
 */
export const ezpay: Processor = hostedProcessor('EZPAY', redirectToEzpay);
