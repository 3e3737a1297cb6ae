import { payCard, zoomSession } from '@/api/card';
import type { Processor } from '../types';
import { cardBody, listenWith, toOutcome, type DeclineQuirk } from './common';

const errors = { invalid: 'Card data not valid' } as const;

/** Host code 05 opens the do-not-honor modal; any other decline reads 'Card data not valid' (spec §8). */
const quirk: DeclineQuirk = (reply) =>
  reply.code === '05'
    ? { kind: 'modal', name: 'modal_honor', message: reply.message }
    : { kind: 'declined', cascade: reply.cascade ?? true, code: reply.code, message: errors.invalid };

/** ZOOM: a session call for a token, then the pay call with it. */
export const zoom: Processor = {
  name: 'ZOOM',
  async pay(input) {
    const session = await zoomSession(input.request.amount);
    if (!session.ok) return { kind: 'declined', cascade: true, code: 'session', message: session.message };
    return toOutcome(await payCard('ZOOM', cardBody(input, { token: session.value.token })), errors, quirk);
  },
  listen: listenWith('ZOOM', errors, quirk),
  read: (reply) => toOutcome(reply, errors, quirk),
  errors,
};
