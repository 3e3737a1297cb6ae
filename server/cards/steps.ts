import type { Deps } from '../deps.ts';
import { type Lang, t } from '../i18n.ts';
import { findUserById } from '../users/repo.ts';
import { attemptDecisions } from './decide.ts';
import { attemptById, burnKey } from './queries.ts';
import { attemptByKey, attemptRequest, decline, insertAttempt } from './request.ts';
import { returnUrl } from './return-url.ts';
import { type CardJson, currentReply, settle, settleIfStale } from './service.ts';
import { unavailableRefusal } from './unavailable.ts';

// The steps of a card payment after its pay call: the trader cancels from the bank's page, asks what became of a
// key, answers Entropay's PIN dialog or rejects it, or pays from an Entropay wallet by redirect.

/** The wire text of a payment the trader cancelled from the app (the client shows its own words for it). */
export const CANCELLED_MESSAGE = 'The payment was cancelled.';

const UNKNOWN = (): CardJson => decline('not_found', 'Unknown payment.', true);

/*
 * The trader came Back from the bank's 3-D Secure page or a processor's card page and chose to cancel. Only an
 * attempt still waiting there ('challenge') is declined, as the page's own Cancel would; any other answers as it
 * stands, so a payment finished meanwhile in another tab is never undone. The processor is asked to let its charge
 * go first: a charge it finished meanwhile is applied instead of cancelled.
 */
export async function cancelPayment(deps: Deps, userId: number, key: string): Promise<CardJson> {
  const { db, clock, cards } = deps;
  const row = await attemptByKey(db, userId, key);
  if (!row) return UNKNOWN();
  if (row.status === 'challenge' && cards && row.chargeId !== '') {
    const charge = await cards.cancel({ processor: row.processor, chargeId: row.chargeId });
    if (charge.status !== 'declined') await attemptDecisions(deps).apply(row, charge);
  }
  const settled = await settle(db, row.id, ['challenge'], 'declined', clock.now(), { code: 'cancelled', message: CANCELLED_MESSAGE });
  return currentReply(settled ?? (await attemptById(db, row.id)) ?? row);
}

/**
 * What became of a key (server/API.md). A key the server never saw is burnt (void), so the request, if it is still
 * on its way, charges nothing when it arrives: the client may then move on safely.
 */
export async function cardOutcome(deps: Deps, userId: number, key: string) {
  await burnKey(deps.db, userId, key, deps.clock.now());
  const found = await attemptByKey(deps.db, userId, key);
  if (!found || found.status === 'void') return { known: false as const };
  const row = await settleIfStale(deps.db, found, deps.clock.now());
  return { known: true as const, processor: row.processor, reply: currentReply(row) };
}

/** Entropay's PIN/cvv dialog answer (spec §4, §5 'Please fill cvv!'). */
export async function confirmEntroPin(deps: Deps, userId: number, lang: Lang, key: string, pin: string): Promise<CardJson> {
  const { db, clock, cards } = deps;
  const row = await attemptByKey(db, userId, key);
  if (!row) return UNKNOWN();
  if (row.status !== 'dialog') return currentReply(row);
  if (pin.length < 3) return decline('cvv', t(lang, 'card.cvv'), false, row.transactionId);
  // A dialog is only opened by a processor's pay call; should none be configured since, the payment ends refused.
  if (!cards) {
    const { code, message } = unavailableRefusal(lang);
    await settle(db, row.id, ['dialog'], 'declined', clock.now(), { code, message });
    return decline(code, message, false, row.transactionId);
  }
  // The processor held the charge for this PIN: it releases it now and answers how it went.
  return attemptDecisions(deps).finish(row, await cards.confirm({ processor: row.processor, chargeId: row.chargeId, pin }));
}

/** The trader closed Entropay's PIN dialog: the payment is declined, and the charge held for the PIN let go. */
export async function rejectEntroPin(deps: Deps, userId: number, lang: Lang, key: string): Promise<void> {
  const { db, clock, cards } = deps;
  const row = await attemptByKey(db, userId, key);
  const rejected = row && (await settle(db, row.id, ['dialog'], 'declined', clock.now(), { code: 'rejected', message: t(lang, 'card.rejected') }));
  if (rejected && cards && rejected.chargeId !== '') {
    await cards.cancel({ processor: rejected.processor, chargeId: rejected.chargeId }).catch((error: unknown) => {
      // The payment is already declined here; a held charge the processor keeps is never confirmed.
      console.warn(`card: cancelling ${rejected.chargeId} failed`, error instanceof Error ? error.message : error);
    });
  }
}

/**
 * Entropay's start dialog "continue" (spec §4, §7 /api/entro/redirect?amount): the processor takes the payment from
 * the trader's Entropay account (no card number travels). Answers where the browser goes: the listen route, whose
 * listen call reads the outcome, or `failed` — and null when the trader is gone. A reload charges nothing more.
 */
export async function payFromEntropay(deps: Deps, userId: number, lang: Lang, key: string, read: (name: string) => string, failed: string): Promise<string | null> {
  const { db, clock, cards } = deps;
  const { charge, refuse, depositRefusal } = attemptDecisions(deps);
  const seen = await attemptByKey(db, userId, key);
  if (seen) return seen.processor === 'ENTROPAY' ? returnUrl(seen) : failed;
  const user = await findUserById(db, userId);
  if (!user) return null;
  const request = await attemptRequest(db, user, read);
  const inserted = await insertAttempt(db, { user, key, processor: 'ENTROPAY', request, lang, now: clock.now() });
  if (!inserted) return failed;
  // The deposit rules first, then the processor charges the wallet.
  const refusal = cards ? await depositRefusal(user, request, lang) : unavailableRefusal(lang);
  if (refusal) await refuse(inserted, refusal.code, refusal.message, false);
  else if (cards) await charge(cards, inserted, { kind: 'wallet' });
  return returnUrl(inserted);
}
