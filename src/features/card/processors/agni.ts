import { agniForm } from '@/api/card';
import type { Attempt, Outcome, Processor } from '../types';
import { hostedBody, hostedProcessor } from './common';

async function redirectToAgni(attempt: Attempt): Promise<Outcome> {
  const form = await agniForm(hostedBody(attempt));
  return { kind: 'redirect', transactionId: '', url: form.url, method: 'post', fields: form.fields };
}

/**
 * AGNI (spec §7): a form POST to /api/fm/agni/pay {amount,bonus,currency} sends the browser to Agni's own card
 * page; the return lands on the listen route, read by /api/fm/agni/listen.
 */
export const agni: Processor = hostedProcessor('AGNI', redirectToAgni);
