import type { Wired } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { type Refusal, refuse } from '../lib/refusal.ts';
import type { OfferRow } from '../db/schema-offers.ts';
import { offerDto } from './dto.ts';
import { type IqAnswer, nextIqStep, startIqMining } from './iq-mining.ts';
import { noteFirstTrigger } from './queries.ts';
import { currentOffer, decideOffer, offerName } from './store.ts';

// Spec §7 Triggers (limited_yes, limited_ignore, mobile), IQ mining and the offer the user refresh's trigger_new
// names. The client opens an offer's modal once across its tabs; every answer is a guarded update (./store.ts), so a
// second tab's answer changes nothing.

type OfferAnswer = { offer: ReturnType<typeof offerDto> } | Refusal;

const gone = (lang: Lang) => refuse(t(lang, 'offer.gone'), { code: 'offer.gone' });

const decided = (lang: Lang, row: OfferRow | null): OfferAnswer => (row ? { offer: offerDto(row) } : gone(lang));

/** IQ mining's answer: the offer as it stands, or why not (finished in the period, or gone). */
function iqAnswer(lang: Lang, answer: IqAnswer): OfferAnswer {
  if (answer.ok) return { offer: offerDto(answer.offer) };
  return answer.reason === 'done' ? refuse(t(lang, 'iq.done'), { code: 'iq.done' }) : gone(lang);
}

/** The trader's open or granted offer (what lapsed expires first), with the server's clock for its countdown. */
export async function offerNow(deps: Wired, userId: number) {
  const now = deps.clock.now();
  const row = await currentOffer(deps.db, userId, now);
  return { offer: row ? offerDto(row) : null, now: now.getTime() };
}

/** The answer to any offer's modal: yes accepts (risk-free, IQ), anything else declines; a closed modal says no. */
export async function answerOffer(deps: Wired, userId: number, lang: Lang, name: string, answer: string): Promise<OfferAnswer> {
  const offer = offerName(name);
  if (!offer) return gone(lang);
  return decided(lang, await decideOffer(deps.db, userId, offer, answer === 'yes' ? 'accepted' : 'declined', deps.clock.now()));
}

/** The limited offer's own triggers: yes takes the bonus on the next deposit, ignore declines it. */
export async function answerLimited(deps: Wired, userId: number, lang: Lang, answer: 'accepted' | 'declined'): Promise<OfferAnswer> {
  return decided(lang, await decideOffer(deps.db, userId, 'limited', answer, deps.clock.now()));
}

/** Sent once when the app first runs installed; the answer says whether this was the first time. */
export async function installedApp(deps: Wired, userId: number) {
  return { first: await noteFirstTrigger(deps.db, userId, 'mobile', deps.clock.now()) };
}

/** IQ mining starts from its modal's offer (or anew), unless the trader finished it in the rule set's period. */
export async function iqMiningStart(deps: Wired, userId: number, lang: Lang): Promise<OfferAnswer> {
  return iqAnswer(lang, await startIqMining(deps.db, deps.offerRules, userId, deps.clock.now()));
}

/** One step on from `step` (-1: none the trader could have seen); the last one pays the reward once per period. */
export async function iqMiningStep(deps: Wired, userId: number, lang: Lang, step: number): Promise<OfferAnswer> {
  return iqAnswer(lang, await nextIqStep(deps.db, deps.offerRules, userId, step, deps.clock.now()));
}
