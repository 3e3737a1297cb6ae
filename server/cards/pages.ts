import type { CardAttemptRow } from '../db/schema-cards.ts';
import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { findUserById } from '../users/repo.ts';
import { attemptDecisions } from './decide.ts';
import { awaitingCard, hostedPageUrl, type PageProcessor } from './hosted.ts';
import { attemptOnProcessor } from './queries.ts';
import { attemptByKey, attemptRequest, insertAttempt } from './request.ts';
import { returnUrl } from './return-url.ts';
import type { CardJson } from './service.ts';
import { unavailableRefusal } from './unavailable.ts';

/*
 * The hosted-page processors of spec §7: the trader types the card on the processor's own page, so no card travels
 * through our app. EZPAY is a redirect to /api/card/fast/ezpay?amount&fixed&bonus; SHAPE is /api/shape/pay, then a
 * redirect to /api/shape/invoice/{guid}; AGNI is a form POST to /api/fm/agni/pay {amount,bonus,currency}; VLOAD is
 * GET /api/vload/prepare, then a redirect to /api/vload/start?amount. Each opens a charge at the processor with no
 * card (`hosted`): the attempt waits for the card (status 'challenge', no card yet) and the browser goes to the page
 * the processor named, which returns to /listen/...; the processor tells the outcome through its webhook, or when
 * the listen call asks.
 */

export type Opened = { row: CardAttemptRow; reply: CardJson; target: string };

/**
 * Opens (or, for a repeated key, finds) the attempt and says where the browser goes: the processor's page, or the
 * listen route when a deposit rule refused it (whose listen call then reads the refusal). Null: the trader is gone.
 */
export async function openPagePayment(deps: Deps, userId: number, lang: Lang, processor: PageProcessor, key: string, read: (name: string) => string): Promise<Opened | null> {
  const { db, clock, cards } = deps;
  const { charge, refuse, depositRefusal } = attemptDecisions(deps);
  const seen = await attemptByKey(db, userId, key);
  if (seen) {
    const reply = (seen.firstReply as CardJson | null) ?? { return: false, code: 'void', message: t(lang, 'card.void'), cascade: true };
    return { row: seen, reply, target: awaitingCard(seen) ? hostedPageUrl(seen) : returnUrl(seen) };
  }
  const user = await findUserById(db, userId);
  if (!user) return null;
  const request = await attemptRequest(db, user, read);
  const inserted = await insertAttempt(db, { user, key, processor, request, lang, now: clock.now() });
  if (!inserted) return openPagePayment(deps, userId, lang, processor, key, read); // the same key at once: answer as a replay
  const refusal = cards ? await depositRefusal(user, request, lang) : unavailableRefusal(lang);
  if (refusal || !cards) {
    const { code, message } = refusal ?? unavailableRefusal(lang);
    return { row: inserted, reply: await refuse(inserted, code, message, false), target: returnUrl(inserted) };
  }
  // The processor opens a charge that waits for the card on its own page, and names that page.
  const reply = await charge(cards, inserted, { kind: 'hosted' });
  const target = reply.return === true && reply.status === 'redirect' && typeof reply.redirect === 'string' ? reply.redirect : returnUrl(inserted);
  return { row: inserted, reply, target };
}

/**
 * Where the browser goes next for the trader's payment on a page processor (or PFS's secure step): its page while the payment waits there
 * (its card page, or the bank's check after it), else the listen route. Null: no such payment.
 */
export async function pageOnward(deps: Deps, userId: number, processor: PageProcessor | 'PFS', transactionId: string): Promise<string | null> {
  const row = await attemptOnProcessor(deps.db, userId, transactionId, processor);
  if (!row) return null;
  return row.status === 'challenge' && row.actionUrl !== '' ? row.actionUrl : returnUrl(row);
}
