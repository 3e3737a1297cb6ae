import { vloadPrepare } from '@/api/card';
import type { Attempt, Outcome, Processor } from '../types';
import { hostedBody, hostedProcessor, toOutcome } from './common';

async function prepareAndStart(attempt: Attempt): Promise<Outcome> {
  return toOutcome(await vloadPrepare(hostedBody(attempt)), {});
}

/**
 * VLOAD (spec §7): GET /api/vload/prepare, then the browser goes to /api/vload/start?amount and on to VLOAD's card
 * page, where the trader types the card; the return lands on the listen route, read by /api/card/listen/vload.
 * The typed card never goes to VLOAD (the server's /api/card/fast/vload stays for API callers only).
 */
export const vload: Processor = hostedProcessor('VLOAD', prepareAndStart);
