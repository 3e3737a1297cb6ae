import { post, postOrThrow, type Reply } from './http';
import { CurrentSchema, OfferReply, type Offer } from '@common/api/offers';
import { LadderReply } from '@common/api/offers';
import { EmptyReply } from '@common/api/route';
export type { Offer } from '@common/api/offers';

// The offer trigger_new names (/api/offers/current), its answer, and the calls of its modals.



/** The open or granted offer, with the server's now (countdowns run on the server clock). */
export function fetchCurrentOffer(signal?: AbortSignal) {
  return postOrThrow('/api/offers/current', {}, CurrentSchema, signal);
}

/** yes accepts, no declines; the limited offer has its own triggers (spec §7). */
export function answerOffer(offer: Pick<Offer, 'name'>, yes: boolean): Promise<Reply<{ offer: Offer }>> {
  if (offer.name === 'limited') return post(`/api/triggers/${yes ? 'limited_yes' : 'limited_ignore'}`, {}, OfferReply);
  return post('/api/offers/decide', { name: offer.name, answer: yes ? 'yes' : 'no' }, OfferReply);
}

export function startIqMining(): Promise<Reply<{ offer: Offer }>> {
  return post('/api/iq/start', {}, OfferReply);
}

/** The next IQ step after `step`, the one the trader has seen (a repeated click moves nothing). */
export function nextIqStep(step: number): Promise<Reply<{ offer: Offer }>> {
  return post('/api/iq/next', { step }, OfferReply);
}

export function ladderUrl(): Promise<Reply<{ url: string }>> {
  return post('/api/us/ladder', {}, LadderReply);
}

/** Spec §7 trigger `mobile`: sent once when the app runs installed. */
export function sendMobileTrigger(): Promise<unknown> {
  return post('/api/triggers/mobile', {}, EmptyReply).catch(() => undefined);
}
