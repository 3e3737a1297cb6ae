import { payOrangePpl } from '@/api/card';
import type { Processor } from '../types';
import { cardBody, listenWith, toOutcome } from './common';
import { orangeListen } from './orange';

/** Spec §9: the Orange non-3D request leaves 6 s later. */
export const ORANGE_NOT3D_DELAY_MS = 6000;

const errors = {} as const;

/**
 * ORANGE_NOT3D (spec §7): after the 6 s delay, /api/card/fast/orangeppl, which answers {status, data.redirect_url};
 * a redirect follows data.redirect_url, and the return listens on Orange's call {transaction_id, id}.
 */
export const orangeNot3d: Processor = {
  name: 'ORANGE_NOT3D',
  delayMs: ORANGE_NOT3D_DELAY_MS,
  pay: async (input) => toOutcome(await payOrangePpl(cardBody(input)), errors),
  listen: listenWith('ORANGE_NOT3D', errors, undefined, orangeListen),
  read: (reply) => toOutcome(reply, errors),
  errors,
};
