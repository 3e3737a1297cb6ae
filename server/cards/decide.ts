import { and, eq, inArray } from 'drizzle-orm';
import { pfsSecureUrl } from '../../common/card-paths.ts';
import { accounts } from '../db/schema.ts';
import { type AttemptStatus, cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import type { Deps } from '../deps.ts';
import type { findUserById } from '../users/repo.ts';
import { virtualMoneyRefusal } from '../users/practice-guard.ts';
import { chargeFacts, chargeRequest } from './charge.ts';
import { awaitingCard, hostedPageUrl, takesCardOnPage } from './hosted.ts';
import type { Charge, ChargeSource, Processor } from './processor.ts';
import { type CardJson, dayLimitReached, effectiveMinimum, replyNow, settle } from './service.ts';
import { type AttemptRequest, decline } from './request.ts';
import { type Lang, t } from '../i18n.ts';
import { maxAmountRefusal, minDepositMessage } from '../lib/amount-bounds.ts';

// How an attempt is decided: the deposit rules first, then what the processor answers of its charge, stored once.

type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * The redirect of a 3-D Secure challenge to the processor's bank page: AGNI posts a form to it (spec §7), PFS goes
 * through its secure step first, everyone else navigates.
 */
function challengeReply(processor: string, transactionId: string, bankPage: string): CardJson {
  const url = processor === 'PFS' ? pfsSecureUrl(transactionId) : bankPage;
  return processor === 'AGNI'
    ? { return: true, status: 'redirect', transaction_id: transactionId, redirect: url, method: 'post', fields: { transaction_id: transactionId } }
    : { return: true, status: 'redirect', transaction_id: transactionId, redirect: url, method: 'get' };
}

/**
 * The row while still in one of `open`: every decision is conditional, so a decision that comes after the stale
 * bound settled the attempt (service.ts settleIfStale) changes nothing.
 */
const undecided = (row: CardAttemptRow, open: readonly AttemptStatus[]) => and(eq(cardAttempts.id, row.id), inArray(cardAttempts.status, [...open]));

/** Where the trader goes for a charge that waits on a page: the hosted card page (as its processor names it), or the bank's check. */
function actionReply(row: CardAttemptRow, url: string): CardJson {
  if (!takesCardOnPage(row)) return challengeReply(row.processor, row.transactionId, url);
  return { return: true, status: 'redirect', transaction_id: row.transactionId, redirect: hostedPageUrl(row), method: 'get' };
}

export function attemptDecisions({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  /**
   * Applies the processor's first answer about a charge (its create or confirm reply, or the first word on a card
   * typed on its page) to an attempt still in one of `open`, and stores the reply a repeated key answers.
   */
  async function finish(row: CardAttemptRow, answer: Charge, open: readonly AttemptStatus[] = ['processing', 'dialog']): Promise<CardJson> {
    const now = clock.now();
    const facts = chargeFacts(row, answer);
    await db.update(cardAttempts).set(facts).where(eq(cardAttempts.id, row.id));
    const known: CardAttemptRow = { ...row, ...facts };
    const moveTo = async (status: AttemptStatus, reply: CardJson) => {
      const [moved] = await db.update(cardAttempts).set({ status, firstReply: reply }).where(undecided(row, open)).returning();
      return moved ? reply : await replyNow(db, row);
    };
    switch (answer.status) {
      case 'succeeded': {
        const done = await settle(db, row.id, open, 'approved', now, undefined, answer.card?.token ?? null);
        if (!done) return await replyNow(db, row);
        const reply: CardJson =
          done.status === 'approved'
            ? { return: true, status: 'approved', transaction_id: row.transactionId }
            : decline(done.code, done.message, false, row.transactionId);
        await db.update(cardAttempts).set({ firstReply: reply }).where(eq(cardAttempts.id, row.id));
        return reply;
      }
      case 'processing':
        return moveTo('pending', { return: true, status: 'pending', transaction_id: row.transactionId });
      case 'requires_action':
        return moveTo('challenge', actionReply(known, answer.redirectUrl));
      // Only Entropay holds a charge for its PIN: its dialog asks for it.
      case 'requires_confirmation':
        return moveTo('dialog', { return: true, status: 'dialog', dialog: 'dialog_entro_pin', transaction_id: row.transactionId });
      case 'declined': {
        const reply = decline(answer.code, answer.message, answer.cascade, row.transactionId);
        const [moved] = await db
          .update(cardAttempts)
          .set({ status: 'declined', code: answer.code, message: answer.message, decidedAt: now, firstReply: reply })
          .where(undecided(row, open))
          .returning();
        return moved ? reply : await replyNow(db, row);
      }
    }
  }

  /** Makes the attempt's charge at the processor and applies its answer (the reply a repeated key answers too). */
  async function charge(processor: Processor, row: CardAttemptRow, source: ChargeSource, confirm = true): Promise<CardJson> {
    return finish(row, await processor.create(chargeRequest(row, source, confirm)));
  }

  /**
   * Applies what the processor says later of a charge it answered before (a webhook, a retrieve, a cancel): the
   * outcome of a pending charge or of the trader's visit to its page. A card typed on a hosted page is the
   * processor's first word about that card, so it answers as a fresh charge would; everything else leaves the
   * attempt's first reply alone (the listen call reads the outcome).
   */
  async function apply(row: CardAttemptRow, answer: Charge): Promise<void> {
    if (awaitingCard(row) && answer.card !== null && answer.card.last4 !== '') {
      await finish(row, answer, ['challenge']);
      return;
    }
    const now = clock.now();
    await db.update(cardAttempts).set(chargeFacts(row, answer)).where(eq(cardAttempts.id, row.id));
    switch (answer.status) {
      case 'succeeded':
        await settle(db, row.id, ['pending', 'challenge'], 'approved', now, undefined, answer.card?.token ?? null);
        return;
      case 'declined':
        await settle(db, row.id, ['pending', 'challenge'], 'declined', now, { code: answer.code, message: answer.message });
        return;
      case 'processing':
        // Past the bank's page, the bank has not answered yet: the listen call keeps asking.
        await db.update(cardAttempts).set({ status: 'pending' }).where(undecided(row, ['challenge']));
        return;
      case 'requires_action':
      case 'requires_confirmation':
        return; // still waiting for the trader
    }
  }

  /** Refused before any processor saw it: stored as the attempt's first reply, so a repeated key answers the same. */
  async function refuse(row: CardAttemptRow, code: string, message: string, cascade: boolean): Promise<CardJson> {
    const reply = decline(code, message, cascade, row.transactionId);
    const [moved] = await db
      .update(cardAttempts)
      .set({ status: 'refused', code, message, decidedAt: clock.now(), firstReply: reply })
      .where(undecided(row, ['processing']))
      .returning();
    return moved ? reply : await replyNow(db, row);
  }

  /** The rules every deposit passes before a processor sees it: a real account, its currency, the minimum, the day's limit. */
  async function depositRefusal(user: User, request: AttemptRequest, lang: Lang): Promise<{ code: string; message: string } | null> {
    const { currency, amount } = request;
    // Virtual money is never funded: refused before a processor sees the card.
    const practice = await virtualMoneyRefusal(db, user.currentAccountId, lang, 'no_deposit');
    if (practice) return { code: 'practice', message: practice.message };
    if (request.aboveMax) return maxAmountRefusal(lang, 'deposit', currency);
    // The deposit credits the current account, so it must be in that account's currency.
    const [account] = user.currentAccountId === null ? [] : await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, user.currentAccountId));
    if (!account || account.currency !== currency) return { code: 'currency', message: t(lang, 'card.currency') };
    const minimum = await effectiveMinimum(db, user, currency);
    if (amount === null || amount < minimum) return { code: 'min_deposit', message: minDepositMessage(lang, minimum, currency) };
    if (await dayLimitReached(db, user.id, clock.now())) return { code: 'day_limit', message: t(lang, 'card.day_limit') };
    return null;
  }

  return { charge, finish, apply, refuse, depositRefusal };
}

export type AttemptDecisions = ReturnType<typeof attemptDecisions>;
