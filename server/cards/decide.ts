import { and, eq, inArray } from 'drizzle-orm';
import { pfsSecureUrl } from '../../common/card-paths.ts';
import { accounts } from '../db/schema.ts';
import { type AttemptStatus, cardAttempts, type CardAttemptRow } from '../db/schema-cards.ts';
import type { Deps } from '../http/env.ts';
import { formatMinorUnits } from '../lib/money.ts';
import type { findUserById } from '../users/repo.ts';
import type { Decision } from './processor.ts';
import { type CardJson, dayLimitReached, effectiveMinimum, replyNow, settle } from './service.ts';
import { type AttemptRequest, decline } from './request.ts';
import { returnUrl } from './return-url.ts';
import { type Lang, t } from '../i18n.ts';
import { maxAmountRefusal } from '../lib/amount-bounds.ts';

// How a fresh attempt is decided: the deposit rules first, then the processor's decision (server/cards/), stored once.

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

export function attemptDecisions({ db, clock, cards }: Pick<Deps, 'db' | 'clock' | 'cards'>) {
  /** Applies a processor decision (a decline already in the processor's dialect) to a fresh attempt and stores the first reply. */
  async function finish(row: CardAttemptRow, decision: Decision): Promise<CardJson> {
    const now = clock.now();
    switch (decision.status) {
      case 'approved': {
        const done = await settle(db, row.id, ['processing', 'dialog'], 'approved', now);
        if (!done) return await replyNow(db, row);
        const reply: CardJson =
          done.status === 'approved'
            ? { return: true, status: 'approved', transaction_id: row.transactionId }
            : decline(done.code, done.message, false, row.transactionId);
        await db.update(cardAttempts).set({ firstReply: reply }).where(eq(cardAttempts.id, row.id));
        return reply;
      }
      case 'pending':
      case 'challenge': {
        const reply =
          decision.status === 'pending'
            ? ({ return: true, status: 'pending', transaction_id: row.transactionId } as const)
            : challengeReply(row.processor, row.transactionId, cards?.page('challenge', row.transactionId) ?? returnUrl(row));
        const [moved] = await db.update(cardAttempts).set({ status: decision.status, firstReply: reply }).where(undecided(row, ['processing', 'dialog'])).returning();
        return moved ? reply : await replyNow(db, row);
      }
      case 'declined': {
        const reply = decline(decision.code, decision.message, decision.cascade, row.transactionId);
        const [moved] = await db
          .update(cardAttempts)
          .set({ status: 'declined', code: decision.code, message: decision.message, decidedAt: now, firstReply: reply })
          .where(undecided(row, ['processing', 'dialog']))
          .returning();
        return moved ? reply : await replyNow(db, row);
      }
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

  /** The rules every deposit passes before a processor sees it: the account's currency, the minimum, the day's limit. */
  async function depositRefusal(user: User, request: AttemptRequest, lang: Lang): Promise<{ code: string; message: string } | null> {
    const { currency, amount } = request;
    if (request.aboveMax) return maxAmountRefusal(lang, 'deposit', currency);
    // The deposit credits the current account, so it must be in that account's currency.
    const [account] = user.currentAccountId === null ? [] : await db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, user.currentAccountId));
    if (!account || account.currency !== currency) return { code: 'currency', message: t(lang, 'card.currency') };
    const minimum = await effectiveMinimum(db, user, currency);
    if (amount === null || amount < minimum) return { code: 'min_deposit', message: t(lang, 'card.min_deposit', { minimum: formatMinorUnits(minimum, 0) }) };
    if (await dayLimitReached(db, user.id, clock.now())) return { code: 'day_limit', message: t(lang, 'card.day_limit') };
    return null;
  }

  return { finish, refuse, depositRefusal };
}

export type AttemptDecisions = ReturnType<typeof attemptDecisions>;
