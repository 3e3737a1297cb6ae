import { CARD_PATHS } from '../../common/card-paths.ts';
import { checkCardForm, detectCard, stripCardNumber } from '../../common/card.ts';
import { pfsAllowed } from '../../common/deposit.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { findUserById } from '../users/repo.ts';
import { attemptDecisions } from './decide.ts';
import { fraudRefusal, orangePpl } from './fraud.ts';
import { attemptByKey, attemptRequest, decline, insertAttempt } from './request.ts';
import { type CardJson, currentReply, settleIfStale } from './service.ts';
import { unavailableRefusal } from './unavailable.ts';
import { spendZoomSession, ZOOM_SESSION_REFUSED } from './zoom.ts';

// A card typed in the app, paid through one processor's call (spec §7; the cascade is the client's): the deposit
// rules, the processor's own checks, then the charge — one attempt under the request's key.

export type CardProcessor = keyof typeof CARD_PATHS;

/** A pay call's body as the contract checked it. */
export type CardPayment = {
  readonly key: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly card: Readonly<Record<string, string>>;
  readonly fixed: boolean;
};

/** One pay call's answer in the processor's dialect; null: the trader is gone. */
export async function payByCard(deps: Deps, userId: number, lang: Lang, processor: CardProcessor, payment: CardPayment): Promise<CardJson | null> {
  const reply = await decidePayment(deps, userId, lang, processor, payment);
  return reply && processor === 'ORANGE_NOT3D' ? orangePpl(reply) : reply;
}

async function decidePayment(deps: Deps, userId: number, lang: Lang, processor: CardProcessor, { key, fields, card, fixed }: CardPayment): Promise<CardJson | null> {
  const { db, clock, cards } = deps;
  const { charge, refuse, depositRefusal } = attemptDecisions(deps);

  // A repeated key answers what the first request answered, and charges nothing.
  const found = await attemptByKey(db, userId, key);
  const seen = found && (await settleIfStale(db, found, clock.now()));
  if (seen) return seen.status === 'processing' || seen.status === 'void' ? currentReply(seen) : ((seen.firstReply as CardJson | null) ?? currentReply(seen));

  const user = await findUserById(db, userId);
  if (!user) return null;
  const digits = stripCardNumber(card.cnu ?? '');
  const info = detectCard(digits);
  // Only EARTH and FINITY send a currency (spec §7); the others pay in the current account's.
  const request = await attemptRequest(db, user, (name) => fields[name] ?? '', fixed);
  const inserted = await insertAttempt(db, {
    user,
    key,
    processor,
    request,
    card: { brand: info.brand ?? '', last4: digits.slice(-4), expMonth: (card.emm ?? '').slice(0, 2), expYear: (card.eyy ?? '').slice(0, 4) },
    lang,
    now: clock.now(),
  });
  if (!inserted) {
    // Two requests with one key at once: the other one is deciding; report what it has so far.
    const other = await attemptByKey(db, userId, key);
    return other ? currentReply(other) : decline('server_error', 'Some errors try latter', true);
  }

  // No processor configured: refused before anything is charged, and the cascade ends (every processor would say so).
  if (!cards) {
    const { code, message } = unavailableRefusal(lang);
    return await refuse(inserted, code, message, false);
  }
  // Spec §5: PFS does not take payments from these countries; the next processor may.
  if (processor === 'PFS' && !pfsAllowed(user.country)) return await refuse(inserted, 'pfs_country', t(lang, 'card.pfs_country'), true);
  // ZOOM pays only with a session token /api/zoom handed to this trader, spent once; the next processor may pay.
  if (processor === 'ZOOM' && !(await spendZoomSession(db, user.id, fields.token ?? '', clock.now()))) {
    return await refuse(inserted, ZOOM_SESSION_REFUSED, t(lang, 'card.zoom_session'), true);
  }
  const holder = `${card.fn ?? ''} ${card.ln ?? ''}`;
  const problem = checkCardForm(
    { number: digits, month: card.emm ?? '', year: card.eyy ?? '', holder, cvv: card.cvv ?? '', country: card.cu ?? 'XX', currency: request.currency },
    clock.now(),
  );
  if (problem) {
    const message = problem.kind === 'expired' ? 'Expired card' : 'message' in problem ? problem.message : 'Invalid card';
    return await refuse(inserted, problem.kind === 'expired' ? 'expired_card' : 'invalid_card', message, false);
  }
  if (processor === 'FRAUD') {
    const fraud = await fraudRefusal(db, inserted, info.issuerFlag, clock.now());
    if (fraud) return await refuse(inserted, fraud.code, fraud.message, false);
  }
  const refusal = await depositRefusal(user, request, lang);
  if (refusal) return await refuse(inserted, refusal.code, refusal.message, false);
  // The number goes to the processor for this one charge and is then forgotten with the request.
  const source = { kind: 'card', number: digits, expMonth: card.emm ?? '', expYear: card.eyy ?? '', cvv: card.cvv ?? '', holder: holder.trim() } as const;
  // Entropay asks for its PIN before it charges: the charge waits for it (the PIN dialog, /api/entro/cvv).
  return await charge(cards, inserted, source, processor !== 'ENTROPAY');
}
