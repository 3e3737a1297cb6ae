import { ask, askOrThrow, type Reply } from './http';
import { iqNext, iqStart, ladder, limitedIgnore, limitedYes, mobileTrigger, offerDecide, offersCurrent } from '@common/api/community.calls';
import type { Offer } from '@common/api/offers';
export type { Offer } from '@common/api/offers';

// The offer trigger_new names (/api/offers/current), its answer, and the calls of its modals.



/** The open or granted offer, with the server's now (countdowns run on the server clock). */
export function fetchCurrentOffer(signal?: AbortSignal) {
  return askOrThrow(offersCurrent, {}, { signal });
}

/** yes accepts, no declines; the limited offer has its own triggers (spec §7). */
export function answerOffer(offer: Pick<Offer, 'name'>, yes: boolean): Promise<Reply<{ offer: Offer }>> {
  if (offer.name === 'limited') return ask(yes ? limitedYes : limitedIgnore, {});
  return ask(offerDecide, { name: offer.name, answer: yes ? 'yes' : 'no' });
}

export function startIqMining(): Promise<Reply<{ offer: Offer }>> {
  return ask(iqStart, {});
}

/** The next IQ step after `step`, the one the trader has seen (a repeated click moves nothing). */
export function nextIqStep(step: number): Promise<Reply<{ offer: Offer }>> {
  return ask(iqNext, { step });
}

export function ladderUrl(): Promise<Reply<{ url: string }>> {
  return ask(ladder, {});
}

/** Spec §7 trigger `mobile`: sent once when the app runs installed. */
export function sendMobileTrigger(): Promise<unknown> {
  return ask(mobileTrigger, {}).catch(() => undefined);
}
